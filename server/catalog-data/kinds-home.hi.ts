/** The Hindi of kinds-home.ts: every kind, sentence, feature and specification value it writes, by its English. */
export const HOME_HINDI: Readonly<Record<string, string>> = {
  // HOME_ESSENTIALS
  'A household essential from {brand}.': '{brand} की तरफ़ से घर की ज़रूरत का सामान।',
  'Always good to keep a spare at home.': 'घर में एक एक्स्ट्रा रखना हमेशा अच्छा रहता है।',
  'Reliable quality for everyday use.': 'रोज़ के इस्तेमाल के लिए भरोसेमंद क्वालिटी।',
  'Keep out of reach of children.': 'बच्चों की पहुँच से दूर रखें।',
  'Value for money': 'पैसा वसूल',
  'Reliable quality': 'भरोसेमंद क्वालिटी',
  'Easy to use': 'इस्तेमाल में आसान',
  'Long lasting': 'लंबे समय तक चले',
  // HOME_ESSENTIALS › Agarbatti
  Agarbatti: 'अगरबत्ती',
  'Hand-rolled incense sticks with a soothing fragrance for daily pooja and meditation.':
    'रोज़ की पूजा और ध्यान के लिए हाथ से बनी अगरबत्ती, मन को सुकून देने वाली ख़ुशबू के साथ।',
  'Long burning': 'देर तक जले',
  'Low smoke': 'कम धुआँ',
  'Hand rolled': 'हाथ से बनी',
  'Soothing fragrance': 'सुकून देने वाली ख़ुशबू',
  '35-40 minutes per stick': 'एक अगरबत्ती 35-40 मिनट',
  // HOME_ESSENTIALS › Dhoop
  Dhoop: 'धूपबत्ती',
  'Fragrant dhoop sticks and cones that fill the home with a calm, temple-like aroma.':
    'ख़ुशबूदार धूपबत्ती और धूप कोन, जो घर को मंदिर जैसी शांत महक से भर देते हैं।',
  'Rich fragrance': 'भरपूर ख़ुशबू',
  'Natural ingredients': 'प्राकृतिक चीज़ों से बनी',
  'Purifies the air': 'हवा को शुद्ध करे',
  // HOME_ESSENTIALS › Camphor
  Camphor: 'कपूर',
  'Pure camphor tablets that burn clean and bright for aarti and havan.':
    'आरती और हवन के लिए शुद्ध कपूर की टिकियाँ, जो साफ़ और तेज़ लौ से जलती हैं।',
  'Burns without residue': 'जलने पर कुछ नहीं बचता',
  'Pure and strong': 'शुद्ध और तेज़',
  'Ideal for aarti': 'आरती के लिए बढ़िया',
  'Air-tight jar': 'एयरटाइट डिब्बा',
  // HOME_ESSENTIALS › Cotton Wicks
  'Cotton Wicks': 'रुई की बत्ती',
  'Soft cotton wicks for diyas and lamps that burn steady and bright.':
    'दीये और दीपक के लिए रुई की मुलायम बत्तियाँ, जो बिना फड़फड़ाए तेज़ जलती हैं।',
  'Pure cotton': 'शुद्ध रुई',
  'Steady flame': 'एक-सी लौ',
  'Ready to use': 'इस्तेमाल के लिए तैयार',
  'Uniform size': 'सब एक ही साइज़ की',
  // HOME_ESSENTIALS › Pooja Oil
  'Pooja Oil': 'पूजा का तेल',
  'A blend of five oils for lamps that burn long with less smoke.':
    'दीये के लिए पाँच तेलों का मेल, जिससे दीया कम धुएँ के साथ देर तक जलता है।',
  'Burns longer': 'ज़्यादा देर जले',
  'Less smoke': 'कम धुआँ',
  'Blend of five oils': 'पाँच तेलों का मेल',
  'Not for cooking': 'खाना पकाने के लिए नहीं',
  // HOME_ESSENTIALS › Aluminium Foil
  'Aluminium Foil': 'एल्युमिनियम फ़ॉयल',
  'Food-grade aluminium foil that keeps rotis hot and fresh in tiffins.':
    'फ़ूड-ग्रेड एल्युमिनियम फ़ॉयल: टिफ़िन में रोटियाँ गरम और ताज़ी रहती हैं।',
  'Food grade': 'फ़ूड ग्रेड',
  'Keeps food hot': 'खाना गरम रखे',
  'Tear resistant': 'आसानी से न फटे',
  'Easy cut box': 'काटने में आसान डिब्बा',
  '30 cm': '30 cm',
  // HOME_ESSENTIALS › Cling Film
  'Cling Film': 'क्लिंग फ़िल्म',
  'A stretchy food-grade cling wrap that keeps cut fruits and leftovers fresh in the fridge.':
    'खिंचने वाली फ़ूड-ग्रेड क्लिंग फ़िल्म: कटे फल और बचा हुआ खाना फ़्रिज में ताज़ा रहता है।',
  'Microwave safe': 'माइक्रोवेव में सुरक्षित',
  'Clings tight': 'कसकर चिपके',
  // HOME_ESSENTIALS › Kitchen Towel
  'Kitchen Towel': 'किचन टॉवल',
  'Highly absorbent kitchen rolls that soak up oil from pakodas and spills in one wipe.':
    'ख़ूब सोखने वाले किचन रोल, जो पकौड़ों का तेल और गिरा-फैला एक ही बार पोंछने में सोख लेते हैं।',
  'Highly absorbent': 'ख़ूब सोखे',
  '2-ply strength': '2 परत वाली मज़बूती',
  'Food safe': 'खाने के लिए सुरक्षित',
  '60 pulls per roll': 'एक रोल में 60 शीट',
  // HOME_ESSENTIALS › Paper Napkins
  'Paper Napkins': 'पेपर नैपकिन',
  'Soft, strong paper napkins for meals, parties and tiffins.': 'खाने, पार्टी और टिफ़िन के लिए मुलायम और मज़बूत पेपर नैपकिन।',
  'Soft and strong': 'मुलायम और मज़बूत',
  Hygienic: 'साफ़-सुथरे',
  'Party ready': 'पार्टी के लिए बढ़िया',
  // HOME_ESSENTIALS › Matchbox
  Matchbox: 'माचिस',
  'Dependable safety matches that light first time, every time.':
    'भरोसेमंद सेफ़्टी माचिस, जिसकी तीली हर बार पहली ही रगड़ में जल जाती है।',
  'Lights first time': 'पहली बार में जले',
  'Safety matches': 'सेफ़्टी माचिस',
  'Moisture resistant': 'सीलन से बचाव',
  'Pocket size': 'जेब में आ जाए',
  // HOME_ESSENTIALS › Garbage Bags
  'Garbage Bags': 'कूड़े की थैली',
  'Strong, leak-proof garbage bags that fit standard dustbins and tie up easily.':
    'मज़बूत, लीक-प्रूफ़ कूड़े की थैलियाँ, जो आम डस्टबिन में फ़िट हो जाती हैं और आसानी से बँध जाती हैं।',
  'Leak proof': 'लीक-प्रूफ़',
  'Extra strong': 'एक्स्ट्रा मज़बूत',
  'Easy tear perforation': 'आसानी से फाड़कर अलग करें',
  'Fits standard dustbins': 'आम डस्टबिन में फ़िट',
  // HOME_ESSENTIALS › Batteries
  Batteries: 'बैटरी',
  'Long-lasting batteries for remotes, clocks, toys and torches.':
    'रिमोट, घड़ी, खिलौनों और टॉर्च के लिए लंबे समय तक चलने वाली बैटरी।',
  'Leak resistant': 'लीक से बचाव',
  'For remotes and toys': 'रिमोट और खिलौनों के लिए',
  'Reliable power': 'भरोसेमंद पावर',
  '1.5 V': '1.5 V',
  // HOME_ESSENTIALS › LED Bulb
  'LED Bulb': 'LED बल्ब',
  'An energy-saving LED bulb that gives bright light and lasts for years.':
    'बिजली बचाने वाला LED बल्ब, जो तेज़ रोशनी देता है और सालों चलता है।',
  'Saves up to 85% energy': '85% तक बिजली बचाए',
  'Bright, flicker-free light': 'तेज़ रोशनी, बिना टिमटिमाए',
  'B22 base': 'B22 बेस',
  'Long life': 'लंबी उम्र',
  B22: 'B22',
  '1 year': '1 साल',
  // HOME_ESSENTIALS › Torch
  Torch: 'टॉर्च',
  'A bright LED torch for power cuts, night walks and emergencies.':
    'लाइट जाने पर, रात में टहलने और इमरजेंसी में काम आने वाली तेज़ LED टॉर्च।',
  'Bright LED': 'तेज़ LED',
  'Long battery life': 'बैटरी देर तक चले',
  'Sturdy body': 'मज़बूत बॉडी',
  'Easy switch': 'आसान स्विच',
  '6 months': '6 महीने',
  // HOME_ESSENTIALS › Mosquito Repellent Refill
  'Mosquito Repellent Refill': 'मच्छर भगाने वाली रिफ़िल',
  'A liquid vaporiser refill that keeps mosquitoes away all night, for up to 45 nights.':
    'मच्छर मशीन की लिक्विड रिफ़िल, जो पूरी रात मच्छरों को दूर रखती है, 45 रातों तक।',
  'Up to 45 nights': '45 रातों तक',
  'Protects against dengue mosquitoes': 'डेंगू के मच्छरों से बचाए',
  Odourless: 'बिना गंध',
  'Fits most machines': 'ज़्यादातर मशीनों में लग जाए',
  'Rooms up to 200 sq ft': '200 sq ft तक के कमरे',
  // HOME_ESSENTIALS › Mosquito Coil
  'Mosquito Coil': 'मच्छर भगाने वाली कॉइल',
  'Slow-burning coils that keep mosquitoes away for up to 10 hours, indoors or on the balcony.':
    'धीरे-धीरे जलने वाली कॉइल, जो घर के अंदर या बालकनी में 10 घंटे तक मच्छरों को दूर रखती है।',
  'Burns up to 10 hours': '10 घंटे तक जले',
  'Works outdoors': 'बाहर भी काम करे',
  'Stand included': 'साथ में स्टैंड',
  // HOME_ESSENTIALS › Mosquito Repellent Cream
  'Mosquito Repellent Cream': 'मच्छर भगाने वाली क्रीम',
  'A non-sticky repellent cream that protects from mosquitoes for up to 12 hours outdoors.':
    'मच्छर भगाने वाली क्रीम, जो चिपचिपी नहीं है और बाहर 12 घंटे तक मच्छरों से बचाती है।',
  'Up to 12 hours protection': '12 घंटे तक बचाव',
  'Non sticky': 'चिपचिपी नहीं',
  'Skin friendly': 'त्वचा के लिए सही',
  'With vitamin E': 'विटामिन E के साथ',
  // HOME_ESSENTIALS › Insect Killer Spray
  'Insect Killer Spray': 'कीड़े मारने वाला स्प्रे',
  'A fast-acting spray that kills cockroaches and mosquitoes in hard-to-reach places.':
    'तुरंत असर करने वाला स्प्रे, जो उन जगहों पर भी कॉकरोच और मच्छर मारता है जहाँ हाथ नहीं पहुँचता।',
  'Kills instantly': 'तुरंत मारे',
  'Deep-reach nozzle': 'अंदर तक पहुँचने वाला नोज़ल',
  'Long-lasting effect': 'देर तक असर',
  'Fresh fragrance': 'ताज़ी ख़ुशबू',
  // HOME_ESSENTIALS › Cockroach Gel
  'Cockroach Gel': 'कॉकरोच जेल',
  'An odourless gel that wipes out the whole cockroach colony, including the hidden nest.':
    'बिना गंध वाला जेल, जो छिपे अड्डे समेत कॉकरोचों का पूरा कुनबा ख़त्म कर देता है।',
  'Kills the colony': 'पूरा कुनबा ख़त्म करे',
  'Easy syringe': 'आसान सिरिंज',
  'Safe around food areas': 'खाने की जगह के पास भी सुरक्षित',
  // HOUSEHOLD_CLEANING
  'A {brand} favourite in Indian homes.': 'भारतीय घरों में पसंद किया जाने वाला {brand} का सामान।',
  'Tough on stains and germs, easy on the budget.': 'दाग़ और कीटाणुओं पर भारी, जेब पर नहीं।',
  'Store in a cool, dry place, away from sunlight.': 'ठंडी, सूखी जगह पर, धूप से दूर रखें।',
  'Safe for regular use': 'रोज़ इस्तेमाल के लिए सुरक्षित',
  // HOUSEHOLD_CLEANING › Detergent Powder
  'Detergent Powder': 'डिटर्जेंट पाउडर',
  'A washing powder that lifts tough stains like mud, curry and ink in bucket or machine wash.':
    'कपड़े धोने का पाउडर, जो बाल्टी या मशीन की धुलाई में मिट्टी, सब्ज़ी और स्याही जैसे ज़िद्दी दाग़ निकाल देता है।',
  'Removes tough stains': 'ज़िद्दी दाग़ निकाले',
  'For bucket and machine wash': 'बाल्टी और मशीन की धुलाई के लिए',
  'Long-lasting fragrance': 'देर तक टिकने वाली ख़ुशबू',
  'Gentle on colours': 'रंगों के लिए कोमल',
  'Bucket and machine wash': 'बाल्टी और मशीन की धुलाई',
  // HOUSEHOLD_CLEANING › Liquid Detergent
  'Liquid Detergent': 'लिक्विड डिटर्जेंट',
  'A liquid detergent that dissolves completely and removes stains without leaving residue.':
    'लिक्विड डिटर्जेंट, जो पूरी तरह घुल जाता है और बिना कोई परत छोड़े दाग़ निकालता है।',
  'No residue': 'कोई परत न छोड़े',
  'Dissolves completely': 'पूरी तरह घुल जाए',
  'Machine friendly': 'मशीन के लिए सही',
  'Washing machines': 'वॉशिंग मशीन',
  // HOUSEHOLD_CLEANING › Detergent Bar
  'Detergent Bar': 'कपड़े धोने की टिकिया',
  'A detergent bar for scrubbing collars, cuffs and tough stains before a wash.':
    'कपड़े धोने की टिकिया, धुलाई से पहले कॉलर, कफ़ और ज़िद्दी दाग़ रगड़कर साफ़ करने के लिए।',
  'Removes collar stains': 'कॉलर के दाग़ निकाले',
  'Long lasting bar': 'देर तक चलने वाली टिकिया',
  'Gentle on hands': 'हाथों पर कोमल',
  Economical: 'किफ़ायती',
  // HOUSEHOLD_CLEANING › Fabric Conditioner
  'Fabric Conditioner': 'फ़ैब्रिक कंडीशनर',
  'A fabric conditioner that keeps clothes soft, fragrant and easy to iron.':
    'फ़ैब्रिक कंडीशनर, जो कपड़ों को मुलायम और ख़ुशबूदार रखता है और प्रेस करना आसान बनाता है।',
  'Softens clothes': 'कपड़े मुलायम करे',
  'Easy ironing': 'प्रेस करना आसान',
  'Protects fabric': 'कपड़े की हिफ़ाज़त करे',
  // HOUSEHOLD_CLEANING › Fabric Whitener
  'Fabric Whitener': 'नील',
  'A liquid whitener that keeps white clothes sparkling white wash after wash.':
    'लिक्विड नील, जिससे सफ़ेद कपड़े हर धुलाई के बाद चमचमाते सफ़ेद रहते हैं।',
  'Brightens whites': 'सफ़ेद कपड़ों में चमक लाए',
  'Easy to dissolve': 'आसानी से घुले',
  'Gentle on fabric': 'कपड़े के लिए कोमल',
  // HOUSEHOLD_CLEANING › Dishwash Bar
  'Dishwash Bar': 'बर्तन धोने की टिकिया',
  'A dishwash bar that cuts through oil and grease on kadhais and tawas.':
    'बर्तन धोने की टिकिया, जो कढ़ाई और तवे का तेल और चिकनाई साफ़ कर देती है।',
  'Cuts grease': 'चिकनाई हटाए',
  'Lemon fresh': 'नींबू की ताज़गी',
  // HOUSEHOLD_CLEANING › Dishwash Liquid
  'Dishwash Liquid': 'बर्तन धोने का लिक्विड',
  'A concentrated dishwash gel: one spoon cleans a whole sink of greasy utensils.':
    'बर्तन धोने का गाढ़ा जेल: एक चम्मच से सिंक भर चिकने बर्तन साफ़ हो जाते हैं।',
  'Concentrated formula': 'गाढ़ा फ़ॉर्मूला',
  // HOUSEHOLD_CLEANING › Scrub Pad
  'Scrub Pad': 'स्क्रबर',
  'A tough scrub pad that removes burnt food and grease without scratching utensils.':
    'मज़बूत स्क्रबर, जो बर्तनों पर खरोंच डाले बिना जला हुआ खाना और चिकनाई हटा देता है।',
  'Removes burnt stains': 'जले के दाग़ हटाए',
  'Does not scratch': 'खरोंच न डाले',
  'Easy grip': 'पकड़ने में आसान',
  // HOUSEHOLD_CLEANING › Floor Cleaner
  'Floor Cleaner': 'फ़र्श क्लीनर',
  'A disinfectant floor cleaner that kills 99.9% of germs and leaves the house smelling fresh.':
    'कीटाणुनाशक फ़र्श क्लीनर, जो 99.9% कीटाणु मारता है और घर को ताज़ी ख़ुशबू से महका देता है।',
  'Kills 99.9% germs': '99.9% कीटाणु मारे',
  'Safe on all floors': 'हर तरह के फ़र्श पर सुरक्षित',
  'Just add to mopping water': 'बस पोंछे के पानी में मिलाएँ',
  'Marble, tiles, mosaic and wooden floors': 'मार्बल, टाइल, मोज़ेक और लकड़ी के फ़र्श',
  // HOUSEHOLD_CLEANING › Glass Cleaner
  'Glass Cleaner': 'ग्लास क्लीनर',
  'A glass and surface cleaner that leaves mirrors and windows streak-free and shiny.':
    'शीशे और दूसरी सतहों का क्लीनर, जो आईने और खिड़कियों को बिना धारियों के चमका देता है।',
  'Streak-free shine': 'बिना धारियों की चमक',
  'Trigger spray': 'ट्रिगर स्प्रे',
  'Works on multiple surfaces': 'कई सतहों पर काम करे',
  'Quick drying': 'जल्दी सूखे',
  // HOUSEHOLD_CLEANING › Kitchen Cleaner
  'Kitchen Cleaner': 'किचन क्लीनर',
  'A kitchen spray that cuts tough grease on chimneys, stoves and tiles.':
    'किचन स्प्रे, जो चिमनी, चूल्हे और टाइलों पर जमी ज़िद्दी चिकनाई साफ़ करता है।',
  'Kills germs': 'कीटाणु मारे',
  'Safe on kitchen surfaces': 'किचन की सतहों पर सुरक्षित',
  // HOUSEHOLD_CLEANING › Toilet Cleaner
  'Toilet Cleaner': 'टॉयलेट क्लीनर',
  'A thick toilet cleaner that removes tough stains and kills 99.9% of germs under the rim.':
    'गाढ़ा टॉयलेट क्लीनर, जो ज़िद्दी दाग़ हटाता है और रिम के नीचे 99.9% कीटाणु मारता है।',
  'Angled nozzle': 'मुड़ा हुआ नोज़ल',
  'Thick formula': 'गाढ़ा फ़ॉर्मूला',
  // HOUSEHOLD_CLEANING › Bathroom Cleaner
  'Bathroom Cleaner': 'बाथरूम क्लीनर',
  'A bathroom cleaner that removes hard-water stains and soap scum from tiles and taps.':
    'बाथरूम क्लीनर, जो टाइलों और नलों से खारे पानी के दाग़ और साबुन की परत हटाता है।',
  'Removes hard-water stains': 'खारे पानी के दाग़ हटाए',
  'Safe on tiles': 'टाइलों पर सुरक्षित',
  // HOUSEHOLD_CLEANING › Room Freshener
  'Room Freshener': 'रूम फ़्रेशनर',
  'A room spray that instantly clears bad odours and fills the room with a fresh fragrance.':
    'रूम स्प्रे, जो बदबू तुरंत दूर करता है और कमरे को ताज़ी ख़ुशबू से भर देता है।',
  'Instant freshness': 'तुरंत ताज़गी',
  'Removes odours': 'बदबू दूर करे',
  'Easy spray': 'आसान स्प्रे',
  // HOUSEHOLD_CLEANING › Air Freshener Block
  'Air Freshener Block': 'एयर फ़्रेशनर ब्लॉक',
  'A bathroom freshener block that keeps small spaces smelling fresh for up to 30 days.':
    'बाथरूम फ़्रेशनर ब्लॉक, जो छोटी जगहों को 30 दिन तक ताज़ा महकाए रखता है।',
  'Lasts up to 30 days': '30 दिन तक चले',
  'Easy to hang': 'टाँगने में आसान',
  'No mess': 'कोई गंदगी नहीं',
  'Masks bad odours': 'बदबू को दबाए',
};
