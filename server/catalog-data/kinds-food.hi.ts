/** The Hindi of kinds-food.ts: every kind, sentence, feature and specification value it writes, by its English. */
export const FOOD_HINDI: Readonly<Record<string, string>> = {
  // generate.ts, for organic variants
  'Certified organic': 'प्रमाणित ऑर्गेनिक',
  // BEVERAGES
  'Brewed for the Indian taste by {brand}.': '{brand} ने इसे भारतीय स्वाद के हिसाब से बनाया है।',
  'A daily ritual in lakhs of Indian homes.': 'लाखों भारतीय घरों में रोज़ की आदत।',
  'Store in a cool, dry place away from direct sunlight.': 'ठंडी, सूखी जगह पर सीधी धूप से दूर रखें।',
  'Best enjoyed chilled or hot, just the way you like it.': 'ठंडा पिएँ या गरम, जैसा आपको पसंद हो।',
  '100% vegetarian': '100% शाकाहारी',
  'Hygienically packed': 'साफ़-सफ़ाई से पैक',
  'FSSAI certified': 'FSSAI प्रमाणित',
  'Sealed for freshness': 'ताज़गी के लिए सील पैक',
  // BEVERAGES › Tea
  Tea: 'चाय',
  'Rich, strong CTC tea that brews a thick, golden cup of kadak chai with milk.':
    'भरपूर स्वाद वाली तेज़ CTC चाय, जिससे दूध के साथ गाढ़ी, सुनहरी कड़क चाय बनती है।',
  'Strong and rich taste': 'कड़क और भरपूर स्वाद',
  'Bright golden colour': 'चमकीला सुनहरा रंग',
  'Blended from Assam teas': 'असम की चाय पत्तियों का मिश्रण',
  'Airtight pack': 'एयरटाइट पैक',
  'Black tea': 'चाय पत्ती (ब्लैक टी)',
  // BEVERAGES › Green Tea
  'Green Tea': 'ग्रीन टी',
  'Light, refreshing green tea in convenient tea bags, rich in antioxidants.':
    'हल्की, ताज़गी भरी ग्रीन टी, आसान टी बैग में, एंटीऑक्सीडेंट से भरपूर।',
  'Rich in antioxidants': 'एंटीऑक्सीडेंट से भरपूर',
  'Zero calories': 'ज़ीरो कैलोरी',
  'Convenient tea bags': 'इस्तेमाल में आसान टी बैग',
  'Refreshing taste': 'ताज़गी भरा स्वाद',
  'Green tea leaves, natural flavours': 'ग्रीन टी की पत्तियाँ, प्राकृतिक फ़्लेवर',
  // BEVERAGES › Instant Coffee
  'Instant Coffee': 'इंस्टेंट कॉफ़ी',
  'Aromatic instant coffee that dissolves in seconds for a frothy cup of beaten coffee.':
    'ख़ुशबूदार इंस्टेंट कॉफ़ी, जो सेकंडों में घुल जाती है, फेंटी हुई झागदार कॉफ़ी के लिए।',
  'Dissolves instantly': 'तुरंत घुल जाए',
  'Rich aroma': 'भरपूर ख़ुशबू',
  'Made from select beans': 'चुनिंदा कॉफ़ी बीन्स से बनी',
  'Airtight jar': 'एयरटाइट जार',
  Coffee: 'कॉफ़ी',
  // BEVERAGES › Filter Coffee
  'Filter Coffee': 'फ़िल्टर कॉफ़ी',
  'A coffee-chicory blend for a strong, frothy South Indian filter kaapi in a steel tumbler.':
    'कॉफ़ी और चिकोरी का मिश्रण, जिससे स्टील के गिलास में कड़क, झागदार दक्षिण भारतीय फ़िल्टर कॉफ़ी बनती है।',
  'Coffee-chicory blend': 'कॉफ़ी-चिकोरी मिश्रण',
  'Strong decoction': 'कड़क डिकॉक्शन',
  'Freshly roasted': 'ताज़ा भुनी हुई',
  'Authentic South Indian taste': 'असली दक्षिण भारतीय स्वाद',
  'Coffee, chicory': 'कॉफ़ी, चिकोरी',
  // BEVERAGES › Health Drink
  'Health Drink': 'हेल्थ ड्रिंक',
  'A malted health drink that turns a glass of milk into a tasty source of protein, vitamins and minerals.':
    'माल्ट वाला हेल्थ ड्रिंक, जो एक गिलास दूध को प्रोटीन, विटामिन और मिनरल का स्वादिष्ट ज़रिया बना देता है।',
  'Rich in vitamins and minerals': 'विटामिन और मिनरल से भरपूर',
  'Supports growth': 'विकास में मददगार',
  'Tastes great with milk': 'दूध के साथ बढ़िया स्वाद',
  'Hot or cold': 'गरम या ठंडा',
  'Malt extract, milk solids, cocoa, sugar, vitamins, minerals':
    'माल्ट एक्सट्रैक्ट, दूध के ठोस पदार्थ, कोको, चीनी, विटामिन, मिनरल',
  'Kids and adults': 'बच्चे और बड़े',
  // BEVERAGES › Juice
  Juice: 'जूस',
  'Fruit juice with the goodness of real fruit, no added preservatives and no fuss.':
    'असली फलों के गुणों वाला जूस: न अलग से कोई प्रिज़र्वेटिव, न कोई झंझट।',
  'Made from real fruit': 'असली फलों से बना',
  'No added preservatives': 'अलग से कोई प्रिज़र्वेटिव नहीं मिलाया',
  'Rich in vitamin C': 'विटामिन C से भरपूर',
  'Tetra Pak keeps it fresh': 'Tetra Pak में ताज़ा रहता है',
  'Fruit juice or pulp, water, sugar, acidity regulator': 'फलों का रस या गूदा, पानी, चीनी, एसिडिटी रेगुलेटर',
  // BEVERAGES › Fruit Drink
  'Fruit Drink': 'फ़्रूट ड्रिंक',
  'Thick, sweet mango drink made from ripe Alphonso and Totapuri mango pulp.':
    'पके अल्फ़ांसो और तोतापुरी आम के गूदे से बना गाढ़ा, मीठा मैंगो ड्रिंक।',
  'Made with mango pulp': 'आम के गूदे से बना',
  'Best served chilled': 'ठंडा पीने में सबसे बढ़िया',
  'Kids favourite': 'बच्चों की पसंद',
  'Travel-friendly pack': 'सफ़र में ले जाने लायक पैक',
  'Water, mango pulp, sugar, acidity regulator': 'पानी, आम का गूदा, चीनी, एसिडिटी रेगुलेटर',
  // BEVERAGES › Coconut Water
  'Coconut Water': 'नारियल पानी',
  'Natural tender coconut water, a hydrating drink with natural electrolytes.':
    'कच्चे नारियल का कुदरती पानी, प्राकृतिक इलेक्ट्रोलाइट्स वाला ड्रिंक जो शरीर में पानी की कमी पूरी करे।',
  'Natural electrolytes': 'प्राकृतिक इलेक्ट्रोलाइट्स',
  'No added sugar': 'अलग से चीनी नहीं मिलाई',
  Hydrating: 'शरीर में पानी की कमी पूरी करे',
  'Serve chilled': 'ठंडा करके पिएँ',
  'Tender coconut water': 'कच्चे नारियल का पानी',
  // BEVERAGES › Soft Drink
  'Soft Drink': 'कोल्ड ड्रिंक',
  'A chilled, fizzy soft drink, the party and mealtime favourite across India.':
    'ठंडी, झागदार कोल्ड ड्रिंक, पूरे भारत में पार्टी और खाने के वक़्त की पसंद।',
  'Fizzy and refreshing': 'झागदार और ताज़गी भरी',
  'Great for parties': 'पार्टी के लिए बढ़िया',
  'Recyclable bottle': 'रीसायकल होने वाली बोतल',
  'Carbonated water, sugar, acidity regulator, flavours': 'कार्बोनेटेड पानी, चीनी, एसिडिटी रेगुलेटर, फ़्लेवर',
  // BEVERAGES › Energy Drink
  'Energy Drink': 'एनर्जी ड्रिंक',
  'A caffeinated energy drink for long drives, exam nights and workouts.':
    'कैफ़ीन वाला एनर्जी ड्रिंक, लंबी ड्राइव, एग्ज़ाम की रातों और कसरत के लिए।',
  'Contains caffeine': 'इसमें कैफ़ीन है',
  'Instant energy': 'तुरंत एनर्जी',
  'Not for children': 'बच्चों के लिए नहीं',
  'Carbonated water, sugar, caffeine, taurine, vitamins': 'कार्बोनेटेड पानी, चीनी, कैफ़ीन, टॉरिन, विटामिन',
  // COOKING_OILS
  'A trusted pick from {brand} for everyday home cooking.': 'घर के रोज़ के खाने के लिए {brand} की भरोसेमंद पसंद।',
  'Packed fresh by {brand} in a hygienic, moisture-proof pack.':
    '{brand} ने इसे साफ़-सुथरे, नमी से बचाने वाले पैक में ताज़ा पैक किया है।',
  '{brand} quality that Indian kitchens have relied on for years.':
    '{brand} की क्वालिटी, जिस पर भारतीय रसोई सालों से भरोसा करती है।',
  'Store in a cool, dry place and keep the pack closed after opening.': 'ठंडी, सूखी जगह पर रखें और खोलने के बाद पैक बंद रखें।',
  'Great value for the monthly kirana list.': 'महीने के राशन के लिए पूरा पैसा वसूल।',
  'Tamper-proof seal': 'छेड़छाड़ से बचाने वाली सील',
  // COOKING_OILS › Mustard Oil
  'Mustard Oil': 'सरसों का तेल',
  'Pungent kachi ghani mustard oil pressed from select seeds, the authentic taste of North and East Indian cooking.':
    'चुनिंदा दानों से निकाला गया तेज़ झाँस वाला कच्ची घानी सरसों का तेल, उत्तर और पूर्वी भारत के खाने का असली स्वाद।',
  'Strong pungency': 'तेज़ झाँस',
  'Cold pressed': 'कोल्ड प्रेस्ड',
  'Rich in omega-3': 'ओमेगा-3 से भरपूर',
  'Ideal for pickles and tadka': 'अचार और तड़के के लिए बढ़िया',
  'Mustard oil': 'सरसों का तेल',
  // COOKING_OILS › Sunflower Oil
  'Sunflower Oil': 'सूरजमुखी का तेल',
  'Light, odourless refined sunflower oil for everyday frying and sauteing.':
    'हल्का, बिना गंध वाला रिफ़ाइंड सूरजमुखी तेल, रोज़ की तलाई और भुनाई के लिए।',
  'Light and healthy': 'हल्का और सेहतमंद',
  'Rich in vitamin E': 'विटामिन E से भरपूर',
  'Low absorption': 'खाने में कम सोखा जाता है',
  'High smoke point': 'तेज़ आँच पर जल्दी धुआँ नहीं देता',
  'Refined sunflower oil': 'रिफ़ाइंड सूरजमुखी तेल',
  // COOKING_OILS › Rice Bran Oil
  'Rice Bran Oil': 'राइस ब्रान तेल',
  'Rice bran oil rich in oryzanol, good for the heart and light enough for deep frying.':
    'ओरिज़नॉल से भरपूर राइस ब्रान तेल, दिल के लिए अच्छा और डीप फ़्राई के लिए भी हल्का।',
  'Rich in oryzanol': 'ओरिज़नॉल से भरपूर',
  'Heart friendly': 'दिल के लिए अच्छा',
  'Refined rice bran oil': 'रिफ़ाइंड राइस ब्रान तेल',
  // COOKING_OILS › Soyabean Oil
  'Soyabean Oil': 'सोयाबीन तेल',
  'Light refined soyabean oil rich in omega-3, an economical choice for daily cooking.':
    'ओमेगा-3 से भरपूर हल्का रिफ़ाइंड सोयाबीन तेल, रोज़ के खाने के लिए किफ़ायती।',
  Economical: 'किफ़ायती',
  'Light taste': 'हल्का स्वाद',
  'Vitamin fortified': 'विटामिन मिलाए गए',
  'Refined soyabean oil': 'रिफ़ाइंड सोयाबीन तेल',
  // COOKING_OILS › Blended Oil
  'Blended Oil': 'ब्लेंडेड तेल',
  'A blend of rice bran and other oils with a balanced fat profile that helps keep cholesterol in check.':
    'राइस ब्रान और दूसरे तेलों का मिश्रण, संतुलित फ़ैट वाला, जो कोलेस्ट्रॉल को क़ाबू में रखने में मदद करता है।',
  'Dual seed technology': 'डुअल सीड टेक्नोलॉजी (दो बीजों के तेल)',
  'Helps manage cholesterol': 'कोलेस्ट्रॉल क़ाबू में रखने में मददगार',
  'Balanced fatty acids': 'संतुलित फ़ैटी एसिड',
  'Rice bran oil, sunflower or safflower oil': 'राइस ब्रान तेल, सूरजमुखी या कुसुम का तेल',
  // COOKING_OILS › Groundnut Oil
  'Groundnut Oil': 'मूँगफली का तेल',
  'Groundnut oil with a mild, nutty flavour, the classic choice for Gujarati and South Indian cooking.':
    'हल्के, सोंधे स्वाद वाला मूँगफली का तेल, गुजराती और दक्षिण भारतीय खाने की पुरानी पसंद।',
  'Nutty flavour': 'सोंधा स्वाद',
  'Good for deep frying': 'डीप फ़्राई के लिए अच्छा',
  'Traditional taste': 'पारंपरिक स्वाद',
  'Groundnut oil': 'मूँगफली का तेल',
  // COOKING_OILS › Sesame Oil
  'Sesame Oil': 'तिल का तेल',
  'Gingelly oil pressed from sesame seeds, for tempering, pickles and traditional oil baths.':
    'तिल के दानों से निकाला गया तेल, तड़के, अचार और नहाने से पहले की पारंपरिक तेल मालिश के लिए।',
  'Traditionally pressed': 'पारंपरिक तरीक़े से पेराई',
  'Ideal for pickles': 'अचार के लिए बढ़िया',
  'Sesame oil': 'तिल का तेल',
  // COOKING_OILS › Ghee
  Ghee: 'घी',
  'Granular, aromatic ghee slow-cooked from milk fat, for dal tadka, halwa and a spoon on hot rotis.':
    'दूध की वसा को धीमी आँच पर पकाकर बना दानेदार, ख़ुशबूदार घी, दाल के तड़के, हलवे और गरम रोटी पर एक चम्मच के लिए।',
  'Danedar texture': 'दानेदार',
  'Made from milk fat': 'दूध की वसा से बना',
  'Rich in vitamins A, D, E': 'विटामिन A, D, E से भरपूर',
  'Milk fat': 'दूध की वसा',
  // COOKING_OILS › Vanaspati
  Vanaspati: 'वनस्पति घी',
  'Vanaspati for crisp, flaky sweets and snacks, a halwai favourite for decades.':
    'खस्ता, परतदार मिठाई और नमकीन के लिए वनस्पति घी, दशकों से हलवाइयों की पसंद।',
  'Ideal for sweets and snacks': 'मिठाई और नमकीन के लिए बढ़िया',
  'Hydrogenated vegetable oil': 'हाइड्रोजनेटेड वनस्पति तेल',
  // DALS_AND_FLOURS
  // DALS_AND_FLOURS › Toor Dal
  'Toor Dal': 'अरहर दाल',
  'Unpolished toor dal with its natural goodness intact, for everyday dal, sambar and dal fry.':
    'बिना पॉलिश की अरहर दाल, जिसके कुदरती गुण बरकरार हैं, रोज़ की दाल, सांभर और दाल फ़्राई के लिए।',
  Unpolished: 'बिना पॉलिश',
  'Rich in protein': 'प्रोटीन से भरपूर',
  'Cooks quickly': 'जल्दी पकती है',
  'Machine cleaned and sorted': 'मशीन से सफ़ाई और छँटाई',
  'No added colour': 'कोई रंग नहीं मिलाया गया',
  'Pigeon pea (split)': 'अरहर (दली हुई)',
  // DALS_AND_FLOURS › Masoor Dal
  'Masoor Dal': 'मसूर दाल',
  'Quick-cooking red lentils that turn creamy in minutes, for a light everyday dal.':
    'जल्दी पकने वाली लाल मसूर, जो मिनटों में गलकर गाढ़ी हो जाती है, रोज़ की हल्की दाल के लिए।',
  'Red lentils': 'लाल मसूर',
  // DALS_AND_FLOURS › Moong Dal
  'Moong Dal': 'मूँग दाल',
  'Light, easy-to-digest moong dal for khichdi, dal tadka and halwa.':
    'हल्की, आसानी से पचने वाली मूँग दाल, खिचड़ी, तड़का दाल और हलवे के लिए।',
  'Green gram (split)': 'मूँग (दली हुई)',
  // DALS_AND_FLOURS › Green Moong
  'Green Moong': 'हरी मूँग',
  'Whole green gram for sprouts, moong curry and healthy salads.':
    'साबुत हरी मूँग, अंकुरित मूँग, रसेदार मूँग और सेहतमंद सलाद के लिए।',
  'Great for sprouting': 'अंकुरित करने के लिए बढ़िया',
  'High in fibre': 'ज़्यादा फ़ाइबर',
  'Machine cleaned': 'मशीन से साफ़',
  'Whole green gram': 'साबुत मूँग',
  // DALS_AND_FLOURS › Urad Dal
  'Urad Dal': 'उड़द दाल',
  'Urad dal for soft idlis, crisp dosas, medu vada and a rich dal makhani.':
    'नरम इडली, कुरकुरे डोसे, मेदु वड़ा और गाढ़ी दाल मखनी के लिए उड़द दाल।',
  'Black gram': 'उड़द',
  // DALS_AND_FLOURS › Chana Dal
  'Chana Dal': 'चना दाल',
  'Nutty chana dal that holds its shape, for dal, halwa, vadas and South Indian tadka.':
    'सोंधी चना दाल, जो पककर भी बिखरती नहीं, दाल, हलवे, वड़े और दक्षिण भारतीय तड़के के लिए।',
  'Bengal gram (split)': 'चना (दला हुआ)',
  // DALS_AND_FLOURS › Kabuli Chana
  'Kabuli Chana': 'काबुली चना',
  'Big, creamy chickpeas that cook soft for Punjabi chole, chana masala and salads.':
    'बड़े दानों वाले काबुली चने, जो पककर नरम और मलाईदार हो जाते हैं, पंजाबी छोले, चना मसाला और सलाद के लिए।',
  'Bold, even-sized grains': 'बड़े, एक जैसे दाने',
  'Cooks soft': 'पकने पर नरम',
  Chickpeas: 'काबुली चना',
  // DALS_AND_FLOURS › Kala Chana
  'Kala Chana': 'काला चना',
  'Brown desi chickpeas for kala chana curry, sundal and sprouted chaat.':
    'भूरे देसी चने, काले चने की सब्ज़ी, सुंडल और अंकुरित चने की चाट के लिए।',
  'Rich in iron': 'आयरन से भरपूर',
  'High in protein': 'ज़्यादा प्रोटीन',
  'Bengal gram (whole)': 'साबुत चना',
  // DALS_AND_FLOURS › Rajma
  Rajma: 'राजमा',
  'Plump kidney beans that cook creamy for a Sunday rajma chawal.':
    'भरे-भरे राजमा, जो पककर मलाईदार हो जाते हैं, इतवार के राजमा-चावल के लिए।',
  'Cooks soft and creamy': 'पकने पर नरम और मलाईदार',
  Handpicked: 'हाथ से चुने हुए',
  'Kidney beans': 'राजमा',
  // DALS_AND_FLOURS › Besan
  Besan: 'बेसन',
  'Finely milled from chana dal, it makes light pakodas, fluffy dhokla and melt-in-the-mouth laddoos.':
    'चना दाल को बारीक पीसकर बना बेसन, जिससे हल्के पकौड़े, फूला-फूला ढोकला और मुँह में घुल जाने वाले लड्डू बनते हैं।',
  'Made from 100% chana dal': '100% चना दाल से बना',
  'Fine and smooth': 'बारीक और मुलायम',
  'Ideal for pakodas and sweets': 'पकौड़ों और मिठाइयों के लिए बढ़िया',
  'Bengal gram flour': 'चने का आटा',
  // DALS_AND_FLOURS › Maida
  Maida: 'मैदा',
  'Fine, white refined flour for naans, bhaturas, samosas and baking.': 'बारीक, सफ़ेद मैदा, नान, भटूरे, समोसे और बेकिंग के लिए।',
  'Ideal for baking': 'बेकिंग के लिए बढ़िया',
  'Makes soft bhaturas': 'नरम भटूरों के लिए',
  'Free from impurities': 'बिना किसी गंदगी के',
  'Refined wheat flour': 'मैदा (रिफ़ाइंड गेहूँ का आटा)',
  // DALS_AND_FLOURS › Rice Flour
  'Rice Flour': 'चावल का आटा',
  'Finely ground rice flour for crisp dosas, modaks, idiyappam and murukku.':
    'बारीक पिसा चावल का आटा, कुरकुरे डोसे, मोदक, इडियप्पम और मुरुक्कू के लिए।',
  'Finely ground': 'बारीक पिसाई',
  'Gluten free': 'ग्लूटेन फ़्री',
  'Ideal for crisp snacks': 'कुरकुरे नाश्ते के लिए बढ़िया',
  'Rice flour': 'चावल का आटा',
  // DALS_AND_FLOURS › Ragi Flour
  'Ragi Flour': 'रागी का आटा',
  'Finger millet flour rich in calcium, for ragi dosa, mudde, porridge and rotis.':
    'कैल्शियम से भरपूर रागी (मडुआ) का आटा, रागी डोसा, मुद्दे, दलिया और रोटी के लिए।',
  'Rich in calcium': 'कैल्शियम से भरपूर',
  'Good for diabetics': 'डायबिटीज़ वालों के लिए अच्छा',
  'Finger millet flour': 'रागी (मडुआ) का आटा',
  // DALS_AND_FLOURS › Jowar Flour
  'Jowar Flour': 'ज्वार का आटा',
  'Sorghum flour for soft bhakris and gluten-free rotis.': 'ज्वार का आटा, नरम भाकरी और ग्लूटेन फ़्री रोटियों के लिए।',
  'Low glycaemic index': 'कम ग्लाइसेमिक इंडेक्स',
  'Sorghum flour': 'ज्वार का आटा',
  // DALS_AND_FLOURS › Bajra Flour
  'Bajra Flour': 'बाजरे का आटा',
  'Pearl millet flour for winter bajra rotis with ghee and gur.':
    'बाजरे का आटा, सर्दियों में घी और गुड़ के साथ बाजरे की रोटी के लिए।',
  'Keeps you warm in winter': 'सर्दियों में गर्माहट दे',
  'Pearl millet flour': 'बाजरे का आटा',
  // DALS_AND_FLOURS › Kuttu Atta
  'Kuttu Atta': 'कुट्टू का आटा',
  'Buckwheat flour for Navratri vrat puris and pakoras.': 'कुट्टू का आटा, नवरात्रि के व्रत की पूरियों और पकौड़ों के लिए।',
  'Ideal for fasting': 'व्रत के लिए बढ़िया',
  'Freshly milled': 'ताज़ा पिसा हुआ',
  'Buckwheat flour': 'कुट्टू का आटा',
  // GROCERIES
  // GROCERIES › Atta
  Atta: 'आटा',
  'Ground from whole wheat grains, it kneads into a soft dough for rotis and parathas that stay soft for hours.':
    'साबुत गेहूँ के दानों से पिसा यह आटा नरम गुँथता है, और इसकी रोटियाँ-पराठे घंटों नरम रहते हैं।',
  'Made from select whole wheat grains': 'चुने हुए साबुत गेहूँ से बना',
  'Rich in dietary fibre': 'फ़ाइबर से भरपूर',
  'Makes soft, fluffy rotis': 'नरम, फूली-फूली रोटियाँ बनती हैं',
  'Chakki-ground for a traditional taste': 'चक्की में पिसा, पारंपरिक स्वाद',
  'Absorbs more water for softer dough': 'ज़्यादा पानी सोखता है, आटा नरम गुँथता है',
  'Whole wheat flour': 'साबुत गेहूँ का आटा',
  // GROCERIES › Basmati Rice
  'Basmati Rice': 'बासमती चावल',
  'Long, slender aged grains that cook up separate and fragrant, just right for biryani, pulao and jeera rice.':
    'लंबे, पतले, पुराने दाने, जो पककर खिले-खिले और ख़ुशबूदार बनते हैं; बिरयानी, पुलाव और जीरा राइस के लिए एकदम सही।',
  'Aged for better aroma': 'पुराना किया गया, ताकि ख़ुशबू बढ़िया आए',
  'Extra-long grains that elongate on cooking': 'बहुत लंबे दाने, जो पकने पर और लंबे हो जाते हैं',
  'Non-sticky, fluffy texture': 'चिपकता नहीं, खिला-खिला बनता है',
  'Ideal for biryani and pulao': 'बिरयानी और पुलाव के लिए एकदम सही',
  'Sortex cleaned': 'Sortex मशीन से साफ़ किया गया',
  'Long grain': 'लंबा दाना',
  // GROCERIES › Sona Masoori Rice
  'Sona Masoori Rice': 'सोना मसूरी चावल',
  'A light, medium-grain rice from the South that is easy to digest and perfect for daily rice, curd rice and pongal.':
    'दक्षिण भारत का हल्का, मध्यम दाने वाला चावल, जो आसानी से पच जाता है; रोज़ के चावल, दही-चावल और पोंगल के लिए एकदम सही।',
  'Light and easy to digest': 'हल्का और आसानी से पचने वाला',
  'Medium grain': 'मध्यम दाना',
  'Cooks soft and fluffy': 'नरम और खिला-खिला पकता है',
  'Ideal for daily meals': 'रोज़ के खाने के लिए एकदम सही',
  // GROCERIES › Sugar
  Sugar: 'चीनी',
  'Clean, sparkling white crystals that dissolve quickly in chai, coffee and sweets.':
    'साफ़, चमकदार सफ़ेद दाने, जो चाय, कॉफ़ी और मिठाई में जल्दी घुल जाते हैं।',
  'Sparkling white crystals': 'चमकदार सफ़ेद दाने',
  'Dissolves quickly': 'जल्दी घुल जाती है',
  'Free from dust and impurities': 'बिना धूल-गंदगी के',
  'Untouched by hand': 'बिना हाथ लगाए तैयार',
  'Cane sugar': 'गन्ने की चीनी',
  // GROCERIES › Salt
  Salt: 'नमक',
  'Vacuum-evaporated salt with the right amount of iodine for the whole family.':
    'वैक्यूम इवैपोरेटेड नमक, जिसमें पूरे परिवार के लिए सही मात्रा में आयोडीन है।',
  'Iodised for healthy growth': 'अच्छे विकास के लिए आयोडीन युक्त',
  'Free-flowing': 'आसानी से झरने वाला',
  'Vacuum evaporated': 'वैक्यूम इवैपोरेटेड',
  'Consistent taste': 'हर बार एक जैसा स्वाद',
  'Salt, potassium iodate': 'नमक, पोटैशियम आयोडेट',
  // GROCERIES › Jaggery
  Jaggery: 'गुड़',
  'Chemical-free jaggery made from sugarcane juice, a wholesome sweetener for chai, laddoos and kheer.':
    'गन्ने के रस से बना बिना केमिकल का गुड़; चाय, लड्डू और खीर के लिए सेहतमंद मिठास।',
  'Made without chemicals': 'बिना केमिकल के बना',
  'Natural sweetener': 'प्राकृतिक मिठास',
  'Sugarcane juice': 'गन्ने का रस',
  // GROCERIES › Sooji
  Sooji: 'सूजी',
  'Evenly milled semolina for upma, halwa, rava idli and crisp rava dosa.':
    'एक जैसी पिसी सूजी, उपमा, हलवा, रवा इडली और कुरकुरे रवा डोसे के लिए।',
  'Even granules': 'एक जैसे दाने',
  'Made from durum wheat': 'ड्यूरम गेहूँ से तैयार',
  'Ideal for upma and halwa': 'उपमा और हलवे के लिए एकदम सही',
  'Wheat semolina': 'गेहूँ की सूजी',
  // GROCERIES › Ketchup
  Ketchup: 'केचप',
  'Thick, tangy ketchup made from ripe tomatoes, the family favourite with samosas, pakoras and sandwiches.':
    'पके टमाटरों से बना गाढ़ा, चटपटा केचप; समोसे, पकौड़े और सैंडविच के साथ पूरे परिवार की पसंद।',
  'Made with real tomatoes': 'असली टमाटरों से बना',
  'Thick and tangy': 'गाढ़ा और चटपटा',
  'Great with snacks': 'नाश्ते के साथ बढ़िया',
  'Easy-squeeze pack': 'दबाकर निकालने में आसान पैक',
  'Tomato paste, sugar, salt, acidity regulator, spices': 'टमाटर पेस्ट, चीनी, नमक, एसिडिटी रेगुलेटर, मसाले',
  // GROCERIES › Pickle
  Pickle: 'अचार',
  'Sun-cured the traditional way in mustard or gingelly oil with hand-pounded spices, just like pickle made at home.':
    'सरसों या तिल के तेल में, हाथ से कूटे मसालों के साथ, पुराने तरीक़े से धूप में पकाया गया; बिल्कुल घर के बने अचार जैसा।',
  'Traditional home-style recipe': 'घर जैसी पारंपरिक रेसिपी',
  'Made with cold-pressed oil': 'कच्ची घानी तेल में बना',
  'Hand-cut pieces': 'हाथ से कटे टुकड़े',
  'Spicy and tangy': 'तीखा और चटपटा',
  'Fruit or vegetable, edible oil, salt, chilli, spices': 'फल या सब्ज़ी, खाद्य तेल, नमक, मिर्च, मसाले',
  // GROCERIES › Vermicelli
  Vermicelli: 'सेवई',
  'Fine wheat vermicelli that cooks in minutes into kheer, upma or sweet seviyan.':
    'गेहूँ की बारीक सेवई, जो मिनटों में खीर, उपमा या मीठी सेवइयाँ बन जाती है।',
  'Cooks in minutes': 'मिनटों में पक जाती है',
  'Does not stick': 'चिपकती नहीं',
  'Ideal for kheer and upma': 'खीर और उपमा के लिए एकदम सही',
  // GROCERIES › Pasta
  Pasta: 'पास्ता',
  'Durum wheat pasta that holds its shape and soaks up desi masala or classic tomato sauces.':
    'ड्यूरम गेहूँ का पास्ता, जो पककर भी अपना आकार बनाए रखता है और देसी मसाले या टमाटर सॉस का स्वाद अच्छे से सोख लेता है।',
  '100% durum wheat semolina': '100% ड्यूरम गेहूँ की सूजी',
  'Holds shape when cooked': 'पकने पर आकार नहीं बिगड़ता',
  'Cooks in 10 minutes': '10 मिनट में पक जाता है',
  'No maida': 'बिना मैदा',
  'Durum wheat semolina': 'ड्यूरम गेहूँ की सूजी',
  // GROCERIES › Ready to Eat
  'Ready to Eat': 'रेडी-टू-ईट खाना',
  'A complete, home-style dish that is ready in two minutes: just heat the pouch and serve with rice or roti.':
    'घर जैसा पूरा खाना, दो मिनट में तैयार: बस पाउच गरम करें और चावल या रोटी के साथ परोसें।',
  'Ready in 2 minutes': '2 मिनट में तैयार',
  'No preservatives': 'बिना प्रिज़र्वेटिव',
  'Retort packed': 'रिटॉर्ट पैक',
  'Authentic home-style taste': 'असली घर जैसा स्वाद',
  '2': '2',
  // GROCERIES › Papad
  Papad: 'पापड़',
  'Crisp, thin papad rolled from lentil flour, to roast or fry as the crunchy side with every meal.':
    'दाल के आटे से बेला गया पतला, करारा पापड़; सेंककर या तलकर हर खाने के साथ परोसें।',
  'Hand-rolled': 'हाथ से बेला हुआ',
  'Roast or fry': 'सेंकें या तलें',
  'Made from lentil flour': 'दाल के आटे से बना',
  'Extra crispy': 'एकदम करारा',
  'Lentil flour, salt, spices, edible oil': 'दाल का आटा, नमक, मसाले, खाद्य तेल',
  // GROCERIES › Ginger Garlic Paste
  'Ginger Garlic Paste': 'अदरक-लहसुन पेस्ट',
  'Freshly ground ginger and garlic, ready to use in curries, dals and marinades without the peeling.':
    'ताज़ा पिसा अदरक और लहसुन, छीलने का झंझट नहीं; सब्ज़ी, दाल और मैरिनेशन में सीधे डालें।',
  'Saves prep time': 'तैयारी का समय बचाए',
  'Made from fresh ginger and garlic': 'ताज़े अदरक और लहसुन से बना',
  'Consistent flavour': 'हर बार एक जैसा ज़ायका',
  'Easy-scoop pack': 'चम्मच से निकालने में आसान पैक',
  'Ginger, garlic, salt, edible oil': 'अदरक, लहसुन, नमक, खाद्य तेल',
  // GROCERIES › Honey
  Honey: 'शहद',
  'Natural honey that passes purity tests, for a spoonful with warm water, on toast or in herbal kadha.':
    'शुद्धता की जाँच में पास प्राकृतिक शहद; गुनगुने पानी के साथ एक चम्मच लें, टोस्ट पर लगाएँ या जड़ी-बूटी वाले काढ़े में डालें।',
  '100% pure': '100% शुद्ध',
  'Passes NMR purity test': 'NMR शुद्धता जाँच में पास',
  // GROCERIES › Jam
  Jam: 'जैम',
  'A fruity spread made with real fruit pulp, a quick breakfast with bread, rotis or parathas.':
    'असली फलों के गूदे से बना फलों वाला जैम; ब्रेड, रोटी या पराठे के साथ झटपट नाश्ता।',
  'Made with real fruit': 'असली फलों से बना',
  'Great on bread and rotis': 'ब्रेड और रोटी पर बढ़िया',
  'No artificial flavours': 'बिना बनावटी फ़्लेवर',
  'Fruit pulp, sugar, pectin, acidity regulator': 'फलों का गूदा, चीनी, पेक्टिन, एसिडिटी रेगुलेटर',
  // GROCERIES › Corn Flakes
  'Corn Flakes': 'कॉर्न फ़्लेक्स',
  'Crunchy golden flakes that make a quick, light breakfast with cold or hot milk.':
    'कुरकुरे सुनहरे फ़्लेक्स, ठंडे या गरम दूध के साथ झटपट हल्का नाश्ता।',
  'Source of energy': 'एनर्जी का ज़रिया',
  'Ready in a minute': 'एक मिनट में तैयार',
  'Stays crunchy in milk': 'दूध में भी कुरकुरा रहता है',
  'Corn grits, sugar, malt extract, salt, vitamins, minerals':
    'दरदरा पिसा मक्का, चीनी, माल्ट एक्सट्रैक्ट, नमक, विटामिन, मिनरल',
  // GROCERIES › Oats
  Oats: 'ओट्स',
  'Wholegrain oats rich in beta-glucan fibre, ready in three minutes as porridge, upma or a savoury masala bowl.':
    'बीटा-ग्लूकन फ़ाइबर से भरपूर साबुत अनाज वाले ओट्स; तीन मिनट में दलिया, उपमा या नमकीन मसाला ओट्स तैयार।',
  '100% wholegrain': '100% साबुत अनाज',
  'Ready in 3 minutes': '3 मिनट में तैयार',
  'Rolled oats': 'रोल्ड ओट्स',
  // GROCERIES › Muesli
  Muesli: 'म्यूज़ली',
  'A crunchy mix of baked whole grains, nuts, seeds and dried fruit for a filling breakfast.':
    'बेक किए साबुत अनाज, मेवे, बीज और सूखे फलों का कुरकुरा मिक्स, पेट भरने वाले नाश्ते के लिए।',
  'Loaded with nuts and fruits': 'मेवों और फलों से भरपूर',
  'Baked, not fried': 'बेक किया हुआ, तला हुआ नहीं',
  'Whole grains': 'साबुत अनाज',
  'Oats, wheat flakes, nuts, seeds, dried fruits': 'ओट्स, गेहूँ के फ़्लेक्स, मेवे, बीज, सूखे फल',
  // GROCERIES › Poha
  Poha: 'पोहा',
  'Flattened rice that softens in seconds for Indori poha, kanda pohe or a crunchy chivda.':
    'चपटा किया हुआ चावल, जो सेकंडों में नरम हो जाता है; इंदौरी पोहा, कांदा पोहे या कुरकुरा चिवड़ा बनाने के लिए।',
  'Cleaned and sorted': 'सफ़ाई और छँटाई करके पैक',
  'Light on the stomach': 'पेट के लिए हल्का',
  'Ready in minutes': 'मिनटों में तैयार',
  'Even-sized flakes': 'एक जैसे आकार के दाने',
  'Flattened rice': 'चपटा चावल (पोहा)',
  // GROCERIES › Instant Mix
  'Instant Mix': 'इंस्टेंट मिक्स',
  'A ready batter mix from a trusted South Indian kitchen: just add water or curd for a quick breakfast.':
    'दक्षिण भारत की भरोसेमंद रसोई से तैयार घोल का मिक्स: बस पानी या दही मिलाएँ और झटपट नाश्ता तैयार।',
  'No fermentation needed': 'ख़मीर उठाने की ज़रूरत नहीं',
  'Authentic taste': 'असली स्वाद',
  // GROCERIES › Peanut Butter
  'Peanut Butter': 'पीनट बटर',
  'Made from roasted peanuts and packed with protein, it spreads easily on toast or blends into shakes.':
    'भुनी मूँगफली से बना, प्रोटीन से भरपूर; टोस्ट पर आसानी से फैलता है और शेक में मिल जाता है।',
  'Made from roasted peanuts': 'भुनी मूँगफली से बना',
  'No trans fat': 'ट्रांस फ़ैट नहीं',
  'Great for fitness diets': 'फ़िटनेस डाइट के लिए बढ़िया',
  'Roasted peanuts': 'भुनी मूँगफली',
  // GROCERIES › Sharbat
  Sharbat: 'शरबत',
  'A cooling summer concentrate: mix with chilled water or milk for a refreshing glass of sharbat.':
    'गर्मी में ठंडक देने वाला गाढ़ा शरबत: ठंडे पानी या दूध में मिलाएँ और ताज़गी भरा गिलास तैयार।',
  'Cooling summer drink': 'गर्मी में ठंडक देने वाला पेय',
  'Mix with water or milk': 'पानी या दूध में मिलाएँ',
  'Makes many glasses': 'एक बोतल से कई गिलास',
  'Traditional recipe': 'पारंपरिक रेसिपी',
  'Sugar, water, fruit or herb extracts': 'चीनी, पानी, फल या जड़ी-बूटियों का अर्क',
  // GROCERIES › Squash
  Squash: 'स्क्वैश',
  'Fruit squash with real fruit juice that makes a big jug of cold drink for the whole family.':
    'असली फलों के रस वाला स्क्वैश, जिससे पूरे परिवार के लिए ठंडे पेय का बड़ा जग बन जाता है।',
  'Made with real fruit juice': 'असली फलों के रस से बना',
  'Mix 1:4 with water': '1:4 के अनुपात में पानी में मिलाएँ',
  'Sugar, water, fruit juice, acidity regulator': 'चीनी, पानी, फलों का रस, एसिडिटी रेगुलेटर',
  // GROCERIES › Instant Drink Mix
  'Instant Drink Mix': 'इंस्टेंट ड्रिंक मिक्स',
  'An instant energy drink powder: stir into cold water for a refreshing, vitamin-rich glass in seconds.':
    'झटपट एनर्जी देने वाला ड्रिंक पाउडर: ठंडे पानी में घोलें और सेकंडों में विटामिन से भरपूर, ताज़गी भरा गिलास तैयार।',
  'Enriched with vitamins': 'विटामिन मिलाए गए',
  'Just add water': 'बस पानी मिलाएँ',
  'Great for summers': 'गर्मियों के लिए बढ़िया',
  'Sugar, glucose, acidity regulator, flavours, vitamins': 'चीनी, ग्लूकोज़, एसिडिटी रेगुलेटर, फ़्लेवर, विटामिन',
  // GROCERIES › Packaged Drinking Water
  'Packaged Drinking Water': 'बोतलबंद पीने का पानी',
  'Purified drinking water treated through multiple stages and sealed for safety.':
    'कई चरणों में साफ़ किया गया पीने का पानी, हिफ़ाज़त के लिए सील बंद।',
  'Multi-stage purification': 'कई चरणों में साफ़ किया गया',
  'Added minerals': 'मिनरल मिलाए गए',
  'BIS certified': 'BIS प्रमाणित',
  'Purified water, minerals': 'शुद्ध पानी, मिनरल',
  // GROCERIES › Butter
  Butter: 'मक्खन',
  'Creamy butter made from fresh cream, utterly delicious on toast, parathas and pav bhaji.':
    'ताज़ी मलाई से बना मलाईदार मक्खन; टोस्ट, पराठे और पाव भाजी पर बेहद स्वादिष्ट।',
  'Made from fresh cream': 'ताज़ी मलाई से बना',
  'Rich and creamy': 'भरपूर मलाईदार',
  'Spreads easily': 'आसानी से फैलता है',
  'Keep refrigerated': 'फ़्रिज में रखें',
  'Milk fat, salt': 'दूध की वसा, नमक',
  // GROCERIES › Cheese Slices
  'Cheese Slices': 'चीज़ स्लाइस',
  'Individually wrapped processed cheese slices that melt evenly in sandwiches and burgers.':
    'अलग-अलग लिपटे प्रोसेस्ड चीज़ स्लाइस, जो सैंडविच और बर्गर में एक जैसे पिघलते हैं।',
  'Individually wrapped': 'हर एक अलग से पैक',
  'Melts evenly': 'एक-सा पिघलता है',
  'Cheese, emulsifiers, salt': 'चीज़, इमल्सीफ़ायर, नमक',
  // GROCERIES › Milk
  Milk: 'दूध',
  'UHT-treated milk in a Tetra Pak that keeps for months without refrigeration until opened.':
    'Tetra Pak में UHT दूध, जो खोलने तक बिना फ़्रिज के महीनों चलता है।',
  'UHT treated': 'UHT तकनीक से तैयार',
  'No need to boil': 'उबालने की ज़रूरत नहीं',
  'Keeps for months unopened': 'बिना खोले महीनों चलता है',
  'Rich in calcium and protein': 'कैल्शियम और प्रोटीन से भरपूर',
  // GROCERIES › Paneer
  Paneer: 'पनीर',
  'Soft, fresh paneer that stays soft when cooked, for paneer tikka, palak paneer and bhurji.':
    'नरम, ताज़ा पनीर, जो पकाने के बाद भी नरम रहता है; पनीर टिक्का, पालक पनीर और भुर्जी के लिए।',
  'Soft and fresh': 'नरम और ताज़ा',
  'Vacuum packed': 'वैक्यूम पैक',
  'Milk, acidity regulator': 'दूध, एसिडिटी रेगुलेटर',
  // GROCERIES › Curd
  Curd: 'दही',
  'Thick, creamy set curd with live cultures, for raita, lassi or a bowl with every meal.':
    'जीवित कल्चर वाला गाढ़ा, मलाईदार जमा दही; रायते और लस्सी के लिए, या हर खाने के साथ एक कटोरी।',
  'Thick and creamy': 'गाढ़ा और मलाईदार',
  'Live active cultures': 'जीवित एक्टिव कल्चर',
  'Good for digestion': 'पाचन के लिए अच्छा',
  'Pasteurised milk, active cultures': 'पाश्चराइज़्ड दूध, एक्टिव कल्चर',
  // GROCERIES › Dairy Whitener
  'Dairy Whitener': 'डेयरी व्हाइटनर',
  'A creamy dairy whitener that makes a perfect cup of chai or coffee, even when fresh milk runs out.':
    'मलाईदार डेयरी व्हाइटनर, जिससे ताज़ा दूध ख़त्म हो जाए तब भी बढ़िया कप चाय या कॉफ़ी बनती है।',
  'Perfect for tea and coffee': 'चाय और कॉफ़ी के लिए एकदम सही',
  'Long shelf life': 'लंबे समय तक चलता है',
  'Milk solids, sugar': 'दूध के ठोस पदार्थ, चीनी',
  // GROCERIES › Fresh Cream
  'Fresh Cream': 'फ़्रेश क्रीम',
  'Smooth fresh cream that makes gravies rich and desserts silky.':
    'चिकनी फ़्रेश क्रीम, जो ग्रेवी को गाढ़ा-ज़ायकेदार और मीठे पकवानों को मुलायम बनाती है।',
  'Rich and smooth': 'गाढ़ी और चिकनी',
  'Perfect for gravies': 'ग्रेवी के लिए एकदम सही',
  'Refrigerate after opening': 'खोलने के बाद फ़्रिज में रखें',
  // GROCERIES › Condensed Milk
  'Condensed Milk': 'कंडेंस्ड मिल्क',
  'Thick sweetened condensed milk, the shortcut to kalakand, kheer, barfi and cakes.':
    'गाढ़ा, मीठा कंडेंस्ड मिल्क; कलाकंद, खीर, बर्फ़ी और केक झटपट बनाने का आसान तरीक़ा।',
  'Ready to use': 'इस्तेमाल के लिए तैयार',
  'Perfect for mithai': 'मिठाई के लिए एकदम सही',
  'Easy-open tin': 'आसानी से खुलने वाला डिब्बा',
  // SNACKS
  'Perfect for chai-time, travel and unexpected guests.': 'चाय के वक़्त, सफ़र में और अचानक आए मेहमानों के लिए बढ़िया।',
  'A {brand} favourite across Indian homes.': '{brand} का यह स्वाद भारत के घर-घर में पसंद किया जाता है।',
  'Keep a pack handy for those mid-day hunger pangs.': 'दिन में बीच-बीच में लगने वाली भूख के लिए एक पैक पास रखें।',
  'Best enjoyed fresh; close the pack after opening.': 'ताज़ा खाने में ही असली मज़ा है; खोलने के बाद पैक बंद कर दें।',
  'Crunchy and fresh': 'कुरकुरापन और ताज़गी',
  // SNACKS › Aloo Bhujia
  'Aloo Bhujia': 'आलू भुजिया',
  'Crispy potato and besan sev spiced with mint and black pepper, the original Bikaner-style bhujia.':
    'आलू और बेसन की कुरकुरी सेव, पुदीने और काली मिर्च के मसाले वाली, असली बीकानेरी भुजिया।',
  'Made with real potatoes': 'असली आलू से बनी',
  'Crunchy sev': 'कुरकुरी सेव',
  'Tangy and spicy': 'चटपटी और मसालेदार',
  'Great with chai': 'चाय के साथ बढ़िया',
  'Potato, gram flour, edible oil, spices, salt': 'आलू, बेसन, खाद्य तेल, मसाले, नमक',
  // SNACKS › Namkeen
  Namkeen: 'नमकीन',
  'A crunchy, savoury namkeen from a name Indian homes trust, for chai-time and guests.':
    'भारतीय घरों के भरोसेमंद नाम का कुरकुरा, चटपटा नमकीन, चाय के वक़्त और मेहमानों के लिए।',
  'Resealable pack': 'दोबारा बंद होने वाला पैक',
  'Gram flour, pulses, edible oil, spices, salt': 'बेसन, दालें, खाद्य तेल, मसाले, नमक',
  // SNACKS › Sev
  Sev: 'सेव',
  'Thin, crisp besan sev to munch on its own or sprinkle over poha, bhel and chaat.':
    'बेसन की पतली, कुरकुरी सेव, यूँ ही खाएँ या पोहा, भेल और चाट पर डालें।',
  'Thin and crisp': 'पतली, कुरकुरी बनावट',
  'Made from besan': 'बेसन से बनी',
  'Great topping for chaat': 'चाट पर डालने के लिए बढ़िया',
  'Gram flour, edible oil, spices, salt': 'बेसन, खाद्य तेल, मसाले, नमक',
  // SNACKS › Potato Chips
  'Potato Chips': 'आलू चिप्स',
  'Thin, crispy potato chips with a bold seasoning in every bite.': 'पतले, कुरकुरे आलू चिप्स, हर बाइट में तेज़ मसाले का स्वाद।',
  'Made from farm-fresh potatoes': 'खेत के ताज़े आलू से बने',
  'Extra crunchy': 'एक्स्ट्रा कुरकुरे',
  'Bold seasoning': 'तेज़ मसाला',
  'Nitrogen-filled pack': 'नाइट्रोजन भरा पैक',
  'Potato, edible vegetable oil, seasoning': 'आलू, खाद्य वनस्पति तेल, मसाला',
  // SNACKS › Nachos
  Nachos: 'नाचोज़',
  'Crunchy corn tortilla chips with a bold seasoning, made for dips and movie nights.':
    'तेज़ मसाले वाले कुरकुरे मक्के के टॉर्टिला चिप्स, डिप के साथ और फ़िल्म देखते हुए खाने के लिए।',
  'Made from corn': 'मक्के से बने',
  'Bold flavour': 'तेज़ स्वाद',
  'Great with salsa': 'सालसा के साथ बढ़िया',
  'Crunchy triangles': 'कुरकुरे तिकोने',
  'Corn, edible vegetable oil, seasoning': 'मक्का, खाद्य वनस्पति तेल, मसाला',
  // SNACKS › Banana Chips
  'Banana Chips': 'केले के चिप्स',
  'Thin slices of raw banana fried crisp the Kerala way.': 'कच्चे केले के पतले टुकड़े, केरल के तरीक़े से कुरकुरे तले हुए।',
  'Kerala-style': 'केरल स्टाइल',
  'Made from raw bananas': 'कच्चे केलों से बने',
  'Lightly salted': 'हल्का नमक',
  'Raw banana, edible oil, salt': 'कच्चा केला, खाद्य तेल, नमक',
  // SNACKS › Biscuits
  Biscuits: 'बिस्किट',
  'Baked crisp and golden, the biscuit that goes with every cup of chai.':
    'कुरकुरा और सुनहरा सिका बिस्किट, हर कप चाय का साथी।',
  'Perfect with chai': 'चाय के साथ एकदम सही',
  'Baked fresh': 'ताज़ा बेक किया हुआ',
  'Wheat flour, sugar, edible oil, milk solids, raising agents': 'गेहूँ का आटा, चीनी, खाद्य तेल, दूध के ठोस पदार्थ, रेज़िंग एजेंट',
  // SNACKS › Cookies
  Cookies: 'कुकीज़',
  'Rich, crumbly cookies loaded with the good stuff, for a treat with tea or after school.':
    'भरपूर स्वाद वाली भुरभुरी कुकीज़, अच्छी चीज़ों से भरी, चाय के साथ या स्कूल के बाद खाने के लिए।',
  'Rich and crumbly': 'भरपूर स्वाद, भुरभुरी',
  'Loaded with chunks': 'बड़े-बड़े टुकड़ों से भरी',
  'Wheat flour, sugar, butter or edible oil, chocolate or nuts': 'गेहूँ का आटा, चीनी, मक्खन या खाद्य तेल, चॉकलेट या मेवे',
  // SNACKS › Rusk
  Rusk: 'रस्क',
  'Twice-baked crunchy rusk, the classic dip-in-chai breakfast.':
    'दो बार सेंका हुआ कुरकुरा रस्क, चाय में डुबोकर खाने वाला पुराना पसंदीदा नाश्ता।',
  'Twice baked': 'दो बार सेंका हुआ',
  'Perfect for dipping': 'डुबोकर खाने के लिए एकदम सही',
  'Light and filling': 'हल्का और पेट भरने वाला',
  'Wheat flour, sugar, edible oil, yeast': 'गेहूँ का आटा, चीनी, खाद्य तेल, यीस्ट',
  // SNACKS › Chocolate
  Chocolate: 'चॉकलेट',
  'Smooth, melt-in-the-mouth chocolate for sweet cravings, gifting and celebrations.':
    'मुलायम, मुँह में घुल जाने वाली चॉकलेट, जब मीठा खाने का मन हो, तोहफ़ा देना हो या जश्न मनाना हो।',
  'Smooth and creamy': 'मुलायम और क्रीमी',
  'Made with real cocoa': 'असली कोको से बनी',
  'Great for gifting': 'तोहफ़े के लिए बढ़िया',
  'Store in a cool place': 'ठंडी जगह पर रखें',
  'Sugar, cocoa solids, milk solids, emulsifiers': 'चीनी, कोको के ठोस पदार्थ, दूध के ठोस पदार्थ, इमल्सीफ़ायर',
  // SNACKS › Instant Noodles
  'Instant Noodles': 'इंस्टेंट नूडल्स',
  'Two-minute noodles with a masala tastemaker, the snack every hostel and home kitchen keeps.':
    'मसाला टेस्टमेकर वाले दो मिनट के नूडल्स, जो हर हॉस्टल और घर की रसोई में रखे जाते हैं।',
  'Tastemaker inside': 'साथ में टेस्टमेकर',
  'No added MSG': 'अलग से MSG नहीं मिलाया',
  'Wheat flour, edible oil, salt, tastemaker (spices, salt, sugar)':
    'गेहूँ का आटा, खाद्य तेल, नमक, टेस्टमेकर (मसाले, नमक, चीनी)',
  // SNACKS › Instant Soup
  'Instant Soup': 'इंस्टेंट सूप',
  'A quick, warming bowl of soup ready in five minutes, made with real vegetables.':
    'असली सब्ज़ियों से बना, पाँच मिनट में तैयार गरमा-गरम सूप का कटोरा।',
  'Ready in 5 minutes': '5 मिनट में तैयार',
  'Made with real vegetables': 'असली सब्ज़ियों से बना',
  'Serves four': 'चार लोगों के लिए',
  'Dehydrated vegetables, corn flour, salt, spices': 'सुखाई हुई सब्ज़ियाँ, कॉर्नफ़्लोर, नमक, मसाले',
  // SNACKS › Instant Poha
  'Instant Poha': 'इंस्टेंट पोहा',
  'Just add hot water: a hot, home-style poha breakfast ready in three minutes.':
    'बस गरम पानी डालें: घर जैसा गरमा-गरम पोहा नाश्ता तीन मिनट में तैयार।',
  'Just add hot water': 'बस गरम पानी डालें',
  'Travel friendly': 'सफ़र में ले जाने लायक',
  'Flattened rice, peanuts, edible oil, spices, salt': 'पोहा, मूँगफली, खाद्य तेल, मसाले, नमक',
  // SPICES_AND_DRY_FRUITS
  // SPICES_AND_DRY_FRUITS › Cumin Seeds
  'Cumin Seeds': 'जीरा',
  'Bold, aromatic cumin seeds for jeera rice, tadka and roasted jeera powder.':
    'मोटा, ख़ुशबूदार जीरा; जीरा राइस, तड़के और भुने जीरे के पाउडर के लिए।',
  'Strong aroma': 'तेज़ ख़ुशबू',
  'Moisture-proof pack': 'नमी से बचाने वाला पैक',
  'Cumin seeds': 'जीरा',
  // SPICES_AND_DRY_FRUITS › Black Pepper
  'Black Pepper': 'काली मिर्च',
  'Bold Malabar peppercorns with a sharp heat, for rasam, garam masala and a fresh grind over eggs or salads.':
    'तेज़ तीखेपन वाली मोटी मालाबार काली मिर्च; रसम और गरम मसाले के लिए, और अंडे या सलाद पर ताज़ा पीसकर डालने के लिए।',
  'Black pepper': 'काली मिर्च',
  // SPICES_AND_DRY_FRUITS › Cloves
  Cloves: 'लौंग',
  'Hand-picked cloves full of essential oil, for biryani, garam masala and masala chai.':
    'हाथ से चुनी, ख़ुशबूदार तेल से भरपूर लौंग; बिरयानी, गरम मसाले और मसाला चाय के लिए।',
  // SPICES_AND_DRY_FRUITS › Green Cardamom
  'Green Cardamom': 'हरी इलायची',
  'Plump green cardamom pods with an intense aroma for chai, kheer, biryani and mithai.':
    'तेज़ ख़ुशबू वाली मोटी हरी इलायची; चाय, खीर, बिरयानी और मिठाई के लिए।',
  'Green cardamom': 'हरी इलायची',
  // SPICES_AND_DRY_FRUITS › Cinnamon
  Cinnamon: 'दालचीनी',
  'Sweet, woody cinnamon bark for pulao, biryani and garam masala.':
    'हल्की मीठी, लकड़ी जैसी ख़ुशबू वाली दालचीनी; पुलाव, बिरयानी और गरम मसाले के लिए।',
  'Cinnamon bark': 'दालचीनी की छाल',
  // SPICES_AND_DRY_FRUITS › Mustard Seeds
  'Mustard Seeds': 'राई',
  'Small black mustard seeds that crackle in hot oil for the classic South Indian tadka.':
    'छोटी काली राई, जो गरम तेल में चटकती है; पारंपरिक दक्षिण भारतीय तड़के के लिए।',
  'Mustard seeds': 'राई',
  // SPICES_AND_DRY_FRUITS › Fennel Seeds
  'Fennel Seeds': 'सौंफ',
  'Sweet, green fennel seeds for pickles, masalas and a refreshing after-meal mukhwas.':
    'मीठी, हरी सौंफ; अचार, मसालों के लिए और खाने के बाद ताज़गी देने वाले मुखवास के लिए।',
  'Fennel seeds': 'सौंफ',
  // SPICES_AND_DRY_FRUITS › Ajwain
  Ajwain: 'अजवाइन',
  'Pungent carom seeds for parathas, pakodas and a soothing remedy for the stomach.':
    'तीखी ख़ुशबू वाली अजवाइन; पराठों और पकौड़ों के लिए, और पेट को आराम देने वाला घरेलू नुस्ख़ा।',
  'Carom seeds': 'अजवाइन',
  // SPICES_AND_DRY_FRUITS › Kasuri Methi
  'Kasuri Methi': 'कसूरी मेथी',
  'Sun-dried fenugreek leaves that give butter paneer and dal makhani their restaurant-style finish.':
    'धूप में सुखाई मेथी की पत्तियाँ, जो बटर पनीर और दाल मखनी को रेस्टोरेंट जैसा ज़ायका देती हैं।',
  'Sun dried': 'धूप में सुखाई गई',
  'Crush and sprinkle': 'हाथ से मसलकर ऊपर से डालें',
  'Dried fenugreek leaves': 'सूखी मेथी की पत्तियाँ',
  // SPICES_AND_DRY_FRUITS › Turmeric Powder
  'Turmeric Powder': 'हल्दी पाउडर',
  'Bright turmeric powder with high curcumin, for colour and goodness in every dal and sabzi.':
    'ज़्यादा करक्यूमिन वाला चटक हल्दी पाउडर, हर दाल और सब्ज़ी में रंग और गुण के लिए।',
  'High curcumin content': 'करक्यूमिन की ज़्यादा मात्रा',
  'Bright natural colour': 'चटक प्राकृतिक रंग',
  Turmeric: 'हल्दी',
  // SPICES_AND_DRY_FRUITS › Red Chilli Powder
  'Red Chilli Powder': 'लाल मिर्च पाउडर',
  'Sun-dried red chillies ground to a fine powder that gives curries a rich colour and the right heat.':
    'धूप में सूखी लाल मिर्च का बारीक पाउडर, जो सब्ज़ी को गहरा रंग और सही तीखापन देता है।',
  'Rich red colour': 'गहरा लाल रंग',
  'Balanced heat': 'संतुलित तीखापन',
  'Red chillies': 'लाल मिर्च',
  // SPICES_AND_DRY_FRUITS › Coriander Powder
  'Coriander Powder': 'धनिया पाउडर',
  'Ground from aromatic coriander seeds, the base of almost every Indian gravy.':
    'ख़ुशबूदार साबुत धनिये से पिसा पाउडर, लगभग हर भारतीय ग्रेवी का आधार।',
  'Coriander seeds': 'साबुत धनिया',
  // SPICES_AND_DRY_FRUITS › Cumin Powder
  'Cumin Powder': 'जीरा पाउडर',
  'Ground cumin with a warm, earthy aroma for raita, chaat, buttermilk and curries.':
    'गरम, सोंधी ख़ुशबू वाला पिसा जीरा; रायते, चाट, छाछ और सब्ज़ी के लिए।',
  Cumin: 'जीरा',
  // SPICES_AND_DRY_FRUITS › Hing
  Hing: 'हींग',
  'Strong compounded asafoetida: a pinch in hot oil lifts dal, sambar and kadhi.':
    'तेज़ कम्पाउंडेड हींग: गरम तेल में एक चुटकी डालते ही दाल, सांभर और कढ़ी का ज़ायका बढ़ जाता है।',
  'A pinch is enough': 'एक चुटकी काफ़ी है',
  'Aids digestion': 'पाचन में मददगार',
  'Asafoetida, edible gum, wheat flour': 'हींग, खाने वाला गोंद, गेहूँ का आटा',
  // SPICES_AND_DRY_FRUITS › Garam Masala
  'Garam Masala': 'गरम मसाला',
  'A warming blend of cardamom, cloves, cinnamon and pepper to finish curries the way it is done at home.':
    'इलायची, लौंग, दालचीनी और काली मिर्च का गरम मिश्रण; घर की तरह सब्ज़ी पकने के आख़िर में डालें।',
  'Blend of whole spices': 'साबुत मसालों का मिश्रण',
  'Ground fresh': 'ताज़ा पिसा',
  'Coriander, cumin, black pepper, cardamom, cloves, cinnamon': 'धनिया, जीरा, काली मिर्च, इलायची, लौंग, दालचीनी',
  // SPICES_AND_DRY_FRUITS › Masala
  Masala: 'मसाला',
  'A ready spice blend that gets a dish tasting right every time, without measuring ten spices.':
    'तैयार मसाला मिश्रण, जिससे दस मसाले नापे बिना हर बार सही स्वाद आता है।',
  'Ready blend': 'तैयार मिश्रण',
  'Blend of spices, salt': 'मसालों का मिश्रण, नमक',
  // SPICES_AND_DRY_FRUITS › Sambar Powder
  'Sambar Powder': 'सांभर मसाला',
  'A roasted blend of dals, chillies and coriander for thick, aromatic South Indian sambar.':
    'दाल, मिर्च और धनिये का भुना मिश्रण, गाढ़े और ख़ुशबूदार दक्षिण भारतीय सांभर के लिए।',
  'Roasted spices': 'भुने मसाले',
  'Coriander, red chilli, toor dal, chana dal, fenugreek, hing': 'धनिया, लाल मिर्च, अरहर दाल, चना दाल, मेथी, हींग',
  // SPICES_AND_DRY_FRUITS › Rasam Powder
  'Rasam Powder': 'रसम मसाला',
  'A peppery rasam blend for a comforting, tangy bowl with rice.':
    'काली मिर्च वाला रसम मसाला, चावल के साथ सुकून देने वाले खट्टे-चटपटे रसम के लिए।',
  'Peppery and tangy': 'काली मिर्च वाला, खट्टा-चटपटा',
  'Coriander, pepper, cumin, red chilli, toor dal': 'धनिया, काली मिर्च, जीरा, लाल मिर्च, अरहर दाल',
  // SPICES_AND_DRY_FRUITS › Almonds
  Almonds: 'बादाम',
  'Crunchy, even-sized almonds, for a handful of soaked badam every morning or a garnish on halwa.':
    'कुरकुरे, एक जैसे आकार के बादाम; रोज़ सुबह मुट्ठी भर भीगे बादाम खाने के लिए या हलवे पर सजाने के लिए।',
  'Even-sized kernels': 'एक जैसे आकार की गिरी',
  'Rich in protein and vitamin E': 'प्रोटीन और विटामिन E से भरपूर',
  'Resealable zip pack': 'दोबारा बंद होने वाला ज़िप पैक',
  // SPICES_AND_DRY_FRUITS › Cashews
  Cashews: 'काजू',
  'Creamy, whole cashews for snacking, kaju katli and rich, creamy gravies.':
    'मलाईदार, साबुत काजू; यूँ ही खाने, काजू कतली और गाढ़ी, मलाईदार ग्रेवी के लिए।',
  'Whole kernels': 'साबुत गिरी',
  'Creamy and crunchy': 'मलाईदार और कुरकुरे',
  'Cashew nuts': 'काजू',
  // SPICES_AND_DRY_FRUITS › Raisins
  Raisins: 'किशमिश',
  'Plump, naturally sweet seedless raisins for kheer, pulao and snacking.':
    'मोटी, कुदरती मीठी, बिना बीज की किशमिश; खीर, पुलाव और यूँ ही खाने के लिए।',
  'Naturally sweet': 'कुदरती मिठास',
  Seedless: 'बिना बीज',
  'Dried grapes': 'सूखे अंगूर',
  // SPICES_AND_DRY_FRUITS › Walnut Kernels
  'Walnut Kernels': 'अखरोट गिरी',
  'Light, buttery walnut halves packed with omega-3, for brain-healthy snacking and baking.':
    'हल्के रंग की, मक्खन जैसी अखरोट गिरी के आधे टुकड़े, ओमेगा-3 से भरपूर; दिमाग़ के लिए अच्छे नाश्ते और बेकिंग के लिए।',
  'Light halves': 'हल्के रंग के आधे टुकड़े',
  'Fresh crop': 'नई फ़सल',
  'Walnut kernels': 'अखरोट गिरी',
  // SPICES_AND_DRY_FRUITS › Pistachios
  Pistachios: 'पिस्ता',
  'Roasted pistachios that crack open easily, the perfect festive snack.':
    'भुने पिस्ते, जो आसानी से खुल जाते हैं; त्योहारों के लिए एकदम सही नाश्ता।',
  'Easy to open': 'आसानी से खुलने वाले',
  'Roasted in-shell': 'छिलके समेत भुने',
  'Pistachios, salt': 'पिस्ता, नमक',
  // SPICES_AND_DRY_FRUITS › Dates
  Dates: 'खजूर',
  'Soft, naturally sweet dates rich in iron, for an instant energy boost or iftar.':
    'आयरन से भरपूर, नरम और कुदरती मीठे खजूर; झटपट एनर्जी के लिए या इफ़्तार के लिए।',
  'Rich in iron and fibre': 'आयरन और फ़ाइबर से भरपूर',
  'Soft and juicy': 'नरम और रसीले',
  // SPICES_AND_DRY_FRUITS › Makhana
  Makhana: 'मखाना',
  'Popped fox nuts from Bihar, a light, crunchy, guilt-free snack that is also made for vrat.':
    'बिहार के फूले हुए मखाने; हल्का, कुरकुरा नाश्ता जिसे बेफ़िक्र होकर खाएँ, और जो व्रत में भी चलता है।',
  'Low in calories': 'कम कैलोरी',
  'Roasted, not fried': 'भुना हुआ, तला हुआ नहीं',
  'Fox nuts': 'मखाना',
  // SPICES_AND_DRY_FRUITS › Chia Seeds
  'Chia Seeds': 'चिया सीड्स',
  'Omega-3 rich chia seeds to soak into puddings, smoothies and nimbu pani.':
    'ओमेगा-3 से भरपूर चिया सीड्स; पुडिंग, स्मूदी और नींबू पानी में भिगोकर डालें।',
  'Raw and unroasted': 'कच्चे, बिना भुने',
  'Chia seeds': 'चिया सीड्स',
  // SPICES_AND_DRY_FRUITS › Flax Seeds
  'Flax Seeds': 'अलसी',
  'Nutty flax seeds to sprinkle on salads, blend into chutney or add to rotis.':
    'मेवे जैसे स्वाद वाली अलसी; सलाद पर छिड़कें, चटनी में पीसें या रोटी के आटे में मिलाएँ।',
  'Good for heart': 'दिल के लिए अच्छा',
  'Flax seeds': 'अलसी',
  // SPICES_AND_DRY_FRUITS › Pumpkin Seeds
  'Pumpkin Seeds': 'कद्दू के बीज',
  'Green pumpkin seeds packed with zinc and magnesium, a crunchy topping or snack.':
    'ज़िंक और मैग्नीशियम से भरपूर हरे कद्दू के बीज; ऊपर से डालने या यूँ ही खाने के लिए कुरकुरा नाश्ता।',
  'Rich in zinc': 'ज़िंक से भरपूर',
  Crunchy: 'कुरकुरे',
  'Pumpkin seeds': 'कद्दू के बीज',
  // SPICES_AND_DRY_FRUITS › Sunflower Seeds
  'Sunflower Seeds': 'सूरजमुखी के बीज',
  'Mild, nutty sunflower seeds rich in vitamin E for trail mixes and salads.':
    'विटामिन E से भरपूर, हल्के और मेवे जैसे स्वाद वाले सूरजमुखी के बीज; मेवा मिक्स और सलाद के लिए।',
  'Sunflower seeds': 'सूरजमुखी के बीज',
  // SPICES_AND_DRY_FRUITS › Sesame Seeds
  'Sesame Seeds': 'तिल',
  'Clean sesame seeds for til laddoos, chikki, chutneys and tempering.':
    'साफ़ तिल; तिल के लड्डू, चिक्की, चटनी और तड़के के लिए।',
  'Ideal for Sankranti sweets': 'संक्रांति की मिठाइयों के लिए एकदम सही',
  'Sesame seeds': 'तिल',
  // SPICES_AND_DRY_FRUITS › Sabja Seeds
  'Sabja Seeds': 'सब्जा के बीज',
  'Sweet basil seeds that swell in water, the cooling heart of falooda and summer sharbat.':
    'मीठी तुलसी के बीज, जो पानी में फूल जाते हैं; फ़ालूदा और गर्मियों के शरबत की ठंडक की जान।',
  'Body coolant': 'शरीर को ठंडक देते हैं',
  'Swells in minutes': 'मिनटों में फूल जाते हैं',
  'Sweet basil seeds': 'मीठी तुलसी के बीज',
};
