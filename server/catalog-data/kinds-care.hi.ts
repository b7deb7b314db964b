/** The Hindi of kinds-care.ts: every kind, sentence, feature and specification value it writes, by its English. */
export const CARE_HINDI: Readonly<Record<string, string>> = {
  // BABY_CARE
  'Gentle enough for your baby’s delicate skin.': 'आपके बच्चे की नाज़ुक त्वचा के लिए भी कोमल।',
  'Trusted by mothers across India.': 'पूरे भारत की माँओं का भरोसा।',
  'Clinically tested and paediatrician approved.': 'क्लिनिकली टेस्टेड और बच्चों के डॉक्टर से मंज़ूर।',
  '{brand} care for happy, healthy babies.': '{brand} की देखभाल, ख़ुश और सेहतमंद बच्चों के लिए।',
  'Paediatrician tested': 'बच्चों के डॉक्टर से जाँच करवाई गई',
  'Free from harmful chemicals': 'हानिकारक केमिकल नहीं',
  'Gentle on delicate skin': 'नाज़ुक त्वचा पर कोमल',
  Hypoallergenic: 'एलर्जी की संभावना कम',
  // BABY_CARE › Diapers
  Diapers: 'डायपर',
  'Soft, breathable diapers with a super-absorbent core that keeps your baby dry for up to 12 hours.':
    'मुलायम, हवादार डायपर, जिनकी ख़ूब सोखने वाली अंदरूनी परत आपके बच्चे को 12 घंटे तक सूखा रखती है।',
  'Up to 12 hours dryness': '12 घंटे तक सूखापन',
  'Soft, breathable layers': 'मुलायम, हवादार परतें',
  'Wetness indicator': 'गीलापन बताने वाला निशान',
  'Stretchy waistband': 'खिंचने वाली कमर पट्टी',
  'Leak guards': 'लीक से बचाने वाले किनारे',
  'Babies 0-24 months': '0-24 महीने के बच्चे',
  // BABY_CARE › Baby Wipes
  'Baby Wipes': 'बेबी वाइप्स',
  'Soft, thick wipes that clean gently at every diaper change without irritating the skin.':
    'मुलायम, मोटे वाइप्स, जो हर बार डायपर बदलते समय त्वचा में जलन किए बिना आराम से साफ़ करते हैं।',
  'Alcohol free': 'बिना अल्कोहल',
  'Paraben free': 'बिना पैराबेन',
  'Thick and soft': 'मोटे और मुलायम',
  'Flip-top lid keeps wipes moist': 'फ़्लिप-टॉप ढक्कन वाइप्स को गीला रखता है',
  'Newborns and above': 'नवजात और उससे बड़े बच्चे',
  // BABY_CARE › Baby Cereal
  'Baby Cereal': 'बच्चों का सीरियल',
  'A fortified infant cereal with iron and vitamins to support your baby’s growth once solids begin.':
    'आयरन और विटामिन मिला बच्चों का सीरियल, जो ठोस खाना शुरू होने पर आपके बच्चे के विकास में मदद करता है।',
  'Rich in iron': 'आयरन से भरपूर',
  'Fortified with vitamins': 'विटामिन मिलाए गए',
  'No added preservatives': 'अलग से कोई प्रिज़र्वेटिव नहीं मिलाया',
  'Easy to digest': 'आसानी से पचने वाला',
  'Babies from 6 months': '6 महीने और उससे बड़े बच्चे',
  // BABY_CARE › Baby Snacks
  'Baby Snacks': 'बच्चों के स्नैक्स',
  'Melt-in-the-mouth millet snacks with no refined sugar, sized for little hands.':
    'मुँह में घुल जाने वाले मोटे अनाज के स्नैक्स, बिना रिफ़ाइंड चीनी के, छोटे हाथों के हिसाब से बने।',
  'No refined sugar': 'रिफ़ाइंड चीनी नहीं',
  'Made with millets': 'मोटे अनाज से बने',
  'Melts in the mouth': 'मुँह में घुल जाए',
  'No preservatives': 'बिना प्रिज़र्वेटिव',
  'Babies from 8 months': '8 महीने और उससे बड़े बच्चे',
  // BABY_CARE › Baby Shampoo
  'Baby Shampoo': 'बच्चों का शैम्पू',
  'A mild, tear-free shampoo that cleans baby’s hair gently every day.':
    'हल्का, आँखों में न चुभने वाला शैम्पू, जो रोज़ बच्चे के बालों को आराम से साफ़ करता है।',
  'No more tears': 'अब आँसू नहीं',
  'Soap free': 'बिना साबुन',
  'pH balanced': 'pH संतुलित',
  'Mild fragrance': 'हल्की ख़ुशबू',
  // BABY_CARE › Baby Soap
  'Baby Soap': 'बच्चों का साबुन',
  'A mild, moisturising baby soap that cleans without drying delicate skin.':
    'हल्का, नमी देने वाला बच्चों का साबुन, जो नाज़ुक त्वचा को रूखा किए बिना साफ़ करता है।',
  'Mild and gentle': 'हल्का और कोमल',
  Moisturising: 'नमी देने वाला',
  'Soap free options': 'बिना साबुन वाले विकल्प भी',
  // BABY_CARE › Baby Wash
  'Baby Wash': 'बेबी वॉश',
  'A tear-free head-to-toe wash that cleans baby’s skin and hair in one step.':
    'आँखों में न चुभने वाला, सिर से पैर तक का वॉश, जो एक ही बार में बच्चे की त्वचा और बाल साफ़ करता है।',
  'Top to toe': 'सिर से पैर तक',
  'Tear free': 'आँखों में न चुभे',
  'Dermatologically tested': 'त्वचा के डॉक्टर से जाँच करवाई गई',
  // BABY_CARE › Baby Oil
  'Baby Oil': 'बच्चों का तेल',
  'A light massage oil for a soothing daily maalish that keeps baby’s skin soft.':
    'रोज़ की आरामदेह मालिश के लिए हल्का तेल, जो बच्चे की त्वचा को मुलायम रखता है।',
  'Light and non-sticky': 'हल्का और चिपचिपा नहीं',
  'Locks in moisture': 'नमी बनाए रखे',
  'Ideal for maalish': 'मालिश के लिए बढ़िया',
  // BABY_CARE › Baby Lotion
  'Baby Lotion': 'बच्चों का लोशन',
  'A light, fast-absorbing lotion that keeps baby’s skin moisturised for 24 hours.':
    'हल्का, जल्दी समा जाने वाला लोशन, जो बच्चे की त्वचा को 24 घंटे नम रखता है।',
  '24-hour moisture': '24 घंटे नमी',
  'Fast absorbing': 'जल्दी समा जाए',
  'Non-greasy': 'चिकनाहट नहीं',
  'Clinically proven mild': 'क्लिनिकल जाँच में हल्का साबित',
  // BABY_CARE › Baby Powder
  'Baby Powder': 'बच्चों का पाउडर',
  'A soft, fine powder that keeps baby dry and fresh in the Indian heat.':
    'मुलायम, बारीक पाउडर, जो भारत की गर्मी में बच्चे को सूखा और ताज़ा रखता है।',
  'Keeps skin dry': 'त्वचा को सूखा रखे',
  'Fine and soft': 'बारीक और मुलायम',
  'Prevents rashes': 'रैशेज़ से बचाए',
  // BABY_CARE › Diaper Rash Cream
  'Diaper Rash Cream': 'डायपर रैश क्रीम',
  'A soothing zinc cream that protects and heals the diaper area.':
    'आराम देने वाली ज़िंक क्रीम, जो डायपर वाली जगह को बचाती है और ठीक करती है।',
  'Soothes redness': 'लाली में आराम दे',
  'Protective barrier': 'बचाव की परत',
  'With zinc oxide': 'ज़िंक ऑक्साइड के साथ',
  'Easy to spread': 'आसानी से फैल जाए',
  // BEAUTY_AND_COSMETICS
  'Dermatologically tested and suitable for Indian skin tones.':
    'त्वचा के डॉक्टर से इसकी जाँच करवाई गई है और यह भारतीय त्वचा की रंगत के लिए सही है।',
  'From {brand}, made for everyday glam.': '{brand} की ओर से, रोज़ सजने-सँवरने के लिए।',
  'For external use only; patch test before first use.':
    'सिर्फ़ बाहरी इस्तेमाल के लिए; पहली बार लगाने से पहले त्वचा पर थोड़ा लगाकर जाँच लें।',
  'A must-have in every vanity kit.': 'हर मेकअप किट की ज़रूरी चीज़।',
  'Cruelty free': 'जानवरों पर कोई टेस्ट नहीं',
  'Suitable for Indian skin': 'भारतीय त्वचा के लिए सही',
  // BEAUTY_AND_COSMETICS › Face Wash
  'Face Wash': 'फ़ेस वॉश',
  'A gentle face wash that removes dirt and excess oil and leaves skin clean and fresh.':
    'कोमल फ़ेस वॉश, जो गंदगी और ज़्यादा तेल हटाकर त्वचा को साफ़ और तरोताज़ा कर देता है।',
  'Removes dirt and oil': 'गंदगी और तेल हटाए',
  'Gentle on skin': 'त्वचा पर कोमल',
  'Suitable for daily use': 'रोज़ इस्तेमाल के लिए सही',
  'All skin types': 'हर तरह की त्वचा',
  // BEAUTY_AND_COSMETICS › Face Serum
  'Face Serum': 'फ़ेस सीरम',
  'A lightweight face serum with active ingredients that targets dullness, spots and uneven tone.':
    'हल्का फ़ेस सीरम, जिसके असरदार तत्व चेहरे के फीकेपन, दाग़-धब्बों और असमान रंगत पर काम करते हैं।',
  Lightweight: 'हल्का',
  'Fragrance free': 'बिना ख़ुशबू',
  'Clinically tested': 'क्लिनिकली टेस्टेड',
  // BEAUTY_AND_COSMETICS › Sunscreen
  Sunscreen: 'सनस्क्रीन',
  'A broad-spectrum sunscreen that protects against UVA and UVB rays without a white cast.':
    'ब्रॉड-स्पेक्ट्रम सनस्क्रीन, जो बिना सफ़ेद परत छोड़े UVA और UVB किरणों से बचाती है।',
  'SPF 50 PA+++': 'SPF 50 PA+++',
  'No white cast': 'सफ़ेद परत नहीं',
  'Water resistant': 'पानी से आसानी से न धुले',
  // BEAUTY_AND_COSMETICS › Face Scrub
  'Face Scrub': 'फ़ेस स्क्रब',
  'A gentle exfoliating scrub that removes dead skin and blackheads for a smooth glow.':
    'कोमल स्क्रब, जो मृत त्वचा और ब्लैकहेड्स हटाकर चेहरे को चिकना और चमकदार बनाता है।',
  'Removes dead skin': 'मृत त्वचा हटाए',
  'Unclogs pores': 'बंद रोमछिद्र खोले',
  'Natural exfoliants': 'प्राकृतिक स्क्रब दाने',
  'Use twice a week': 'हफ़्ते में दो बार लगाएँ',
  'Normal to oily skin': 'सामान्य से तैलीय त्वचा',
  // BEAUTY_AND_COSMETICS › Multani Mitti
  'Multani Mitti': 'मुल्तानी मिट्टी',
  'Natural fuller’s earth that draws out excess oil and cools the skin, the desi face pack.':
    'प्राकृतिक मुल्तानी मिट्टी, यानी देसी फ़ेस पैक, जो ज़्यादा तेल खींच लेती है और त्वचा को ठंडक देती है।',
  'Controls oil': 'तेल पर क़ाबू रखे',
  'Cooling effect': 'ठंडक दे',
  'Natural clay': 'प्राकृतिक मिट्टी',
  'Mix with rose water': 'गुलाब जल में मिलाएँ',
  'Oily skin': 'तैलीय त्वचा',
  // BEAUTY_AND_COSMETICS › Face Cream
  'Face Cream': 'फ़ेस क्रीम',
  'A light daily face cream that moisturises and brightens for soft, glowing skin.':
    'रोज़ लगाने वाली हल्की फ़ेस क्रीम, जो नमी और निखार देकर त्वचा को मुलायम और चमकदार बनाती है।',
  'Deep moisturisation': 'गहराई तक नमी',
  'Brightens skin': 'त्वचा में निखार लाए',
  'With vitamins': 'विटामिन के साथ',
  // BEAUTY_AND_COSMETICS › Body Lotion
  'Body Lotion': 'बॉडी लोशन',
  'A deep-moisturising body lotion that soothes dry skin for up to 48 hours.':
    'गहरी नमी देने वाला बॉडी लोशन, जो रूखी त्वचा को 48 घंटे तक आराम देता है।',
  '48-hour moisture': '48 घंटे नमी',
  'Quick absorbing': 'जल्दी समा जाए',
  'Suitable for dry skin': 'रूखी त्वचा के लिए सही',
  'Dry to normal skin': 'रूखी से सामान्य त्वचा',
  // BEAUTY_AND_COSMETICS › Cold Cream
  'Cold Cream': 'कोल्ड क्रीम',
  'A rich cold cream that protects skin from winter dryness.': 'गाढ़ी कोल्ड क्रीम, जो त्वचा को सर्दियों के रूखेपन से बचाती है।',
  'Winter care': 'सर्दियों की देखभाल',
  'Deep nourishment': 'गहरा पोषण',
  'Soft, smooth skin': 'मुलायम, चिकनी त्वचा',
  'Rich texture': 'गाढ़ी बनावट',
  'Dry skin': 'रूखी त्वचा',
  // BEAUTY_AND_COSMETICS › Antiseptic Cream
  'Antiseptic Cream': 'एंटीसेप्टिक क्रीम',
  'An antiseptic cream for cracked heels, chapped lips, small cuts and dry skin.':
    'फटी एड़ियों, फटे होंठों, छोटे-मोटे कट और रूखी त्वचा के लिए एंटीसेप्टिक क्रीम।',
  'Heals cracked skin': 'फटी त्वचा ठीक करे',
  Antiseptic: 'एंटीसेप्टिक',
  Multipurpose: 'कई कामों में आए',
  'Travel size': 'सफ़र के लिए छोटा पैक',
  // BEAUTY_AND_COSMETICS › Petroleum Jelly
  'Petroleum Jelly': 'पेट्रोलियम जेली',
  'Pure petroleum jelly that heals and protects very dry skin, lips and heels.':
    'शुद्ध पेट्रोलियम जेली, जो बहुत रूखी त्वचा, होंठों और एड़ियों को ठीक करती है और बचाती है।',
  'Triple purified': 'तीन बार शुद्ध की गई',
  'Heals dry skin': 'रूखी त्वचा ठीक करे',
  'Very dry skin': 'बहुत रूखी त्वचा',
  // BEAUTY_AND_COSMETICS › Lipstick
  Lipstick: 'लिपस्टिक',
  'A highly pigmented, long-wearing lipstick with rich colour in a single swipe.':
    'गाढ़े रंग वाली, देर तक टिकने वाली लिपस्टिक, जो एक ही बार में भरपूर रंग देती है।',
  'Intense colour payoff': 'एक बार में गहरा रंग',
  'Long wearing': 'घंटों टिकी रहे',
  'Does not dry lips': 'होंठ रूखे न करे',
  'Transfer resistant': 'दूसरी चीज़ों पर आसानी से न लगे',
  Matte: 'मैट',
  // BEAUTY_AND_COSMETICS › Foundation
  Foundation: 'फ़ाउंडेशन',
  'A lightweight foundation with buildable coverage that matches Indian skin tones.':
    'हल्का फ़ाउंडेशन, जिसकी कवरेज ज़रूरत के हिसाब से बढ़ा सकें और जो भारतीय त्वचा की रंगत से मेल खाता है।',
  'Buildable coverage': 'ज़रूरत के हिसाब से कवरेज बढ़ाएँ',
  'Long lasting': 'लंबे समय तक चले',
  'Matches Indian skin tones': 'भारतीय त्वचा की रंगत से मेल खाए',
  'Non-comedogenic': 'रोमछिद्र बंद न करे',
  // BEAUTY_AND_COSMETICS › Compact
  Compact: 'कॉम्पैक्ट पाउडर',
  'A pressed compact that controls shine and sets makeup for a smooth, matte finish.':
    'दबाकर जमाया गया कॉम्पैक्ट पाउडर, जो चेहरे की तैलीय चमक रोकता है और मेकअप को टिकाकर चिकना, मैट फ़िनिश देता है।',
  'With mirror and puff': 'शीशा और पफ़ साथ में',
  'Matte finish': 'मैट फ़िनिश',
  'Pocket friendly': 'जेब पर हल्का',
  // BEAUTY_AND_COSMETICS › Lip Balm
  'Lip Balm': 'लिप बाम',
  'A nourishing lip balm with natural oils that heals dry, chapped lips and adds a hint of tint.':
    'प्राकृतिक तेलों वाला, पोषण देने वाला लिप बाम, जो रूखे, फटे होंठों को ठीक करता है और हल्का सा रंग देता है।',
  'Heals dry lips': 'रूखे होंठ ठीक करे',
  'Natural oils': 'प्राकृतिक तेल',
  'Light tint': 'हल्का सा रंग',
  'SPF protection': 'SPF सुरक्षा',
  // BEAUTY_AND_COSMETICS › Kajal
  Kajal: 'काजल',
  'A smudge-proof kajal that glides on smoothly and stays intensely black for up to 22 hours.':
    'न फैलने वाला काजल, जो आसानी से लगता है और 22 घंटे तक गहरा काला रहता है।',
  'Smudge proof': 'फैलता नहीं',
  Waterproof: 'वॉटरप्रूफ़',
  'Stays up to 22 hours': '22 घंटे तक टिके',
  'Ophthalmologically tested': 'आँखों के डॉक्टर से जाँच करवाई गई',
  // BEAUTY_AND_COSMETICS › Eyeliner
  Eyeliner: 'आईलाइनर',
  'A quick-dry liquid eyeliner with a fine tip for a sharp wing in one stroke.':
    'जल्दी सूखने वाला लिक्विड आईलाइनर, जिसकी बारीक नोक से एक ही बार में तीखा विंग बनता है।',
  'Quick dry': 'जल्दी सूखे',
  'Fine tip': 'बारीक नोक',
  // BEAUTY_AND_COSMETICS › Mascara
  Mascara: 'मस्कारा',
  'A volumising mascara that lifts and separates lashes without clumping.':
    'पलकों को घना दिखाने वाला मस्कारा, जो बिना गुच्छे बनाए पलकों को उठाता और अलग-अलग करता है।',
  'Clump free': 'गुच्छे नहीं बनते',
  Volumising: 'पलकें घनी दिखें',
  'Easy to remove': 'आसानी से उतर जाए',
  // BEAUTY_AND_COSMETICS › Perfume
  Perfume: 'परफ़्यूम',
  'An eau de parfum with a long-lasting signature fragrance for every occasion.':
    'देर तक टिकने वाली ख़ास ख़ुशबू वाला परफ़्यूम (Eau de Parfum), हर मौक़े के लिए।',
  'Long-lasting fragrance': 'देर तक टिकने वाली ख़ुशबू',
  'Premium glass bottle': 'प्रीमियम काँच की बोतल',
  'Great for gifting': 'तोहफ़े के लिए बढ़िया',
  'Skin friendly': 'त्वचा के लिए सही',
  'Men and women': 'पुरुष और महिलाएँ',
  // BEAUTY_AND_COSMETICS › Attar
  Attar: 'इत्र',
  'An alcohol-free attar with a rich, traditional fragrance that lingers for hours.':
    'बिना अल्कोहल का इत्र, गहरी पारंपरिक ख़ुशबू के साथ, जो घंटों तक बनी रहती है।',
  'Traditional fragrance': 'पारंपरिक ख़ुशबू',
  'Roll-on applicator': 'रोल-ऑन शीशी',
  // BEAUTY_AND_COSMETICS › Nail Polish
  'Nail Polish': 'नेल पॉलिश',
  'A chip-resistant nail polish with a glossy, salon-like finish in two coats.':
    'आसानी से न उखड़ने वाली नेल पॉलिश, जो दो कोट में सैलून जैसी चमकदार फ़िनिश देती है।',
  'Chip resistant': 'आसानी से न उखड़े',
  'Glossy finish': 'चमकदार फ़िनिश',
  'Easy brush': 'लगाने में आसान ब्रश',
  // BEAUTY_AND_COSMETICS › Nail Polish Remover
  'Nail Polish Remover': 'नेल पॉलिश रिमूवर',
  'A gentle remover that takes off nail polish in one swipe without drying nails.':
    'कोमल रिमूवर, जो नाख़ूनों को रूखा किए बिना एक ही बार में नेल पॉलिश उतार देता है।',
  'Removes polish quickly': 'पॉलिश जल्दी उतारे',
  'With vitamin E': 'विटामिन E के साथ',
  'Gentle on nails': 'नाख़ूनों पर कोमल',
  // HAIR_CARE
  'Dermatologically tested and suitable for everyday use.':
    'त्वचा के डॉक्टर से इसकी जाँच करवाई गई है और यह रोज़ इस्तेमाल के लिए सही है।',
  'From {brand}, a name Indian families have trusted for generations.':
    '{brand} की ओर से, वह नाम जिस पर भारतीय परिवार पीढ़ियों से भरोसा करते आए हैं।',
  'For external use only; store in a cool, dry place.': 'सिर्फ़ बाहरी इस्तेमाल के लिए; ठंडी, सूखी जगह पर रखें।',
  'Great value for the whole family.': 'पूरे परिवार के लिए पैसा वसूल।',
  'For all hair types': 'हर तरह के बालों के लिए',
  // HAIR_CARE › Shampoo
  Shampoo: 'शैम्पू',
  'A shampoo that cleans the scalp and leaves hair soft, manageable and full of shine.':
    'ऐसा शैम्पू, जो सिर की त्वचा साफ़ करता है और बालों को मुलायम, सँभालने में आसान और चमकदार बनाता है।',
  'Reduces hair fall': 'बाल झड़ना कम करे',
  'Gentle cleansing': 'कोमलता से साफ़ करे',
  'Soft, shiny hair': 'मुलायम, चमकदार बाल',
  'All hair types': 'हर तरह के बाल',
  // HAIR_CARE › Conditioner
  Conditioner: 'कंडीशनर',
  'A nourishing conditioner that detangles and smooths hair after every wash.':
    'पोषण देने वाला कंडीशनर, जो हर बार बाल धोने के बाद उलझे बाल सुलझाता है और उन्हें चिकना बनाता है।',
  'Detangles hair': 'उलझे बाल सुलझाए',
  'Reduces frizz': 'बालों का बिखराव कम करे',
  'Nourishes ends': 'बालों के सिरों को पोषण दे',
  'Use after shampoo': 'शैम्पू के बाद लगाएँ',
  // HAIR_CARE › Hair Serum
  'Hair Serum': 'हेयर सीरम',
  'A light, non-greasy serum that tames frizz and adds a glossy finish.':
    'हल्का, बिना चिकनाहट वाला सीरम, जो बिखरे बालों को सँवारता है और उनमें चमक लाता है।',
  'Tames frizz': 'बिखरे बाल सँवारे',
  'Heat protection': 'स्टाइलिंग की गर्मी से बचाव',
  'Instant shine': 'तुरंत चमक',
  'Frizzy and dry hair': 'बिखरे और रूखे बाल',
  // HAIR_CARE › Hair Oil
  'Hair Oil': 'बालों का तेल',
  'A nourishing hair oil for a relaxing champi that strengthens roots and reduces hair fall.':
    'आरामदेह चंपी के लिए पोषण देने वाला बालों का तेल, जो जड़ें मज़बूत करता है और बाल झड़ना कम करता है।',
  'Strengthens roots': 'जड़ें मज़बूत करे',
  'Non-sticky': 'चिपचिपा नहीं',
  'Ayurvedic ingredients': 'आयुर्वेदिक तत्व',
  // HAIR_CARE › Coconut Oil
  'Coconut Oil': 'नारियल तेल',
  'Pure coconut oil made from sun-dried copra, for hair oiling, massage and even cooking.':
    'धूप में सुखाई गरी से बना शुद्ध नारियल तेल; बालों में लगाने, मालिश और खाना बनाने में भी काम आता है।',
  '100% pure': '100% शुद्ध',
  'Made from select copra': 'चुनी हुई गरी से बना',
  // HAIR_CARE › Hair Colour
  'Hair Colour': 'हेयर कलर',
  'A nourishing creme hair colour with long-lasting shade and 100% grey coverage.':
    'पोषण देने वाला क्रीम हेयर कलर, जिसका रंग देर तक टिकता है और जो सफ़ेद बालों को 100% ढकता है।',
  '100% grey coverage': 'सफ़ेद बाल 100% ढके',
  'Long-lasting colour': 'देर तक टिकने वाला रंग',
  'Ammonia-free options': 'बिना अमोनिया वाले विकल्प भी',
  'With conditioner': 'कंडीशनर के साथ',
  // HAIR_CARE › Henna
  Henna: 'मेहंदी',
  'Natural henna with herbs that colours and conditions hair the traditional way.':
    'जड़ी-बूटियों वाली प्राकृतिक मेहंदी, जो पारंपरिक तरीक़े से बालों को रंगती और कंडीशन करती है।',
  'Natural henna': 'प्राकृतिक मेहंदी',
  'Conditions hair': 'बालों को कंडीशन करे',
  'Covers greys': 'सफ़ेद बाल छिपाए',
  'With amla and bhringraj': 'आँवला और भृंगराज के साथ',
  // PERSONAL_CARE
  // PERSONAL_CARE › Soap
  Soap: 'नहाने का साबुन',
  'A bathing bar with a rich, creamy lather that cleans gently and leaves skin feeling fresh all day.':
    'भरपूर, मलाईदार झाग वाला नहाने का साबुन, जो आराम से साफ़ करता है और त्वचा को दिन भर तरोताज़ा रखता है।',
  'Rich, creamy lather': 'भरपूर, मलाईदार झाग',
  'Germ protection': 'कीटाणुओं से बचाव',
  // PERSONAL_CARE › Body Wash
  'Body Wash': 'बॉडी वॉश',
  'A pH-balanced shower gel that cleanses without stripping skin of moisture.':
    'pH संतुलित शावर जेल, जो त्वचा की नमी छीने बिना साफ़ करता है।',
  'Moisturising formula': 'नमी देने वाला फ़ॉर्मूला',
  'Refreshing fragrance': 'ताज़गी भरी ख़ुशबू',
  // PERSONAL_CARE › Handwash
  Handwash: 'हैंड वॉश',
  'A germ-protection liquid handwash that kills 99.9% of germs and is gentle on hands.':
    'कीटाणुओं से बचाने वाला लिक्विड हैंड वॉश, जो 99.9% कीटाणु मारता है और हाथों पर कोमल है।',
  'Kills 99.9% germs': '99.9% कीटाणु मारे',
  'Gentle on hands': 'हाथों पर कोमल',
  'Pump dispenser': 'पंप वाली बोतल',
  'Economical refill': 'किफ़ायती रिफ़िल',
  // PERSONAL_CARE › Talcum Powder
  'Talcum Powder': 'टैल्कम पाउडर',
  'A fine, fragrant talc that keeps you dry and fresh through Indian summers.':
    'बारीक, ख़ुशबूदार पाउडर, जो भारत की गर्मियों में पसीना सोखकर आपको तरोताज़ा रखता है।',
  'Absorbs sweat': 'पसीना सोखे',
  'Fine texture': 'बारीक बनावट',
  // PERSONAL_CARE › Toothpaste
  Toothpaste: 'टूथपेस्ट',
  'A toothpaste that fights cavities and germs and leaves your mouth fresh from morning till night.':
    'ऐसा टूथपेस्ट, जो कैविटी और कीटाणुओं से लड़ता है और सुबह से रात तक मुँह ताज़ा रखता है।',
  'Fights cavities': 'कैविटी से लड़े',
  'Strengthens teeth': 'दाँत मज़बूत करे',
  'Long-lasting freshness': 'देर तक ताज़गी',
  'With fluoride': 'फ़्लोराइड के साथ',
  'Adults and children above 6 years': 'बड़े और 6 साल से ऊपर के बच्चे',
  // PERSONAL_CARE › Toothbrush
  Toothbrush: 'टूथब्रश',
  'A toothbrush with soft, tapered bristles that reach between teeth and along the gumline.':
    'मुलायम, पतले सिरे वाले ब्रिसल्स का टूथब्रश, जो दाँतों के बीच और मसूड़ों के किनारे तक पहुँचता है।',
  'Soft bristles': 'मुलायम ब्रिसल्स',
  'Cleans between teeth': 'दाँतों के बीच साफ़ करे',
  'Tongue cleaner': 'जीभ साफ़ करने वाला हिस्सा',
  'Comfortable grip': 'पकड़ने में आरामदेह',
  Soft: 'मुलायम',
  // PERSONAL_CARE › Mouthwash
  Mouthwash: 'माउथवॉश',
  'An antiseptic mouthwash that kills germs that cause bad breath and plaque.':
    'एंटीसेप्टिक माउथवॉश, जो मुँह की बदबू और प्लाक पैदा करने वाले कीटाणुओं को मारता है।',
  'Kills 99% germs': '99% कीटाणु मारे',
  '12-hour fresh breath': '12 घंटे ताज़ा साँस',
  'Fights plaque': 'प्लाक से लड़े',
  'Cool minty taste': 'ठंडा पुदीने वाला स्वाद',
  // PERSONAL_CARE › Tooth Powder
  'Tooth Powder': 'दंत मंजन',
  'A traditional herbal tooth powder for strong teeth and healthy gums.':
    'मज़बूत दाँतों और सेहतमंद मसूड़ों के लिए जड़ी-बूटियों वाला पारंपरिक मंजन।',
  'Ayurvedic herbs': 'आयुर्वेदिक जड़ी-बूटियाँ',
  'Strengthens gums': 'मसूड़े मज़बूत करे',
  'Traditional formula': 'पारंपरिक नुस्ख़ा',
  'No artificial colour': 'कोई बनावटी रंग नहीं',
  // PERSONAL_CARE › Deodorant
  Deodorant: 'डियोडरेंट',
  'A long-lasting body spray with a bold fragrance that keeps you fresh from office to evening.':
    'दमदार ख़ुशबू वाला, देर तक टिकने वाला बॉडी स्प्रे, जो दफ़्तर से शाम तक आपको तरोताज़ा रखता है।',
  'No gas, all perfume': 'गैस नहीं, सिर्फ़ परफ़्यूम',
  'Quick drying': 'जल्दी सूखे',
  'Travel friendly': 'सफ़र में ले जाने लायक',
  // PERSONAL_CARE › Roll On
  'Roll On': 'रोल ऑन',
  'An antiperspirant roll-on with 48-hour sweat protection and no white marks.':
    'पसीना रोकने वाला रोल-ऑन, जो 48 घंटे पसीने से बचाता है और सफ़ेद निशान नहीं छोड़ता।',
  '48-hour protection': '48 घंटे बचाव',
  'No white marks': 'सफ़ेद निशान नहीं',
  // PERSONAL_CARE › Shaving Cream
  'Shaving Cream': 'शेविंग क्रीम',
  'A rich lathering shaving cream for a smooth, close shave without irritation.':
    'भरपूर झाग वाली शेविंग क्रीम, बिना जलन के चिकनी और एकदम साफ़ शेव के लिए।',
  'Rich lather': 'भरपूर झाग',
  'Close, smooth shave': 'एकदम साफ़, चिकनी शेव',
  'Soothes skin': 'त्वचा को आराम दे',
  'Prevents razor burn': 'रेज़र की जलन से बचाए',
  // PERSONAL_CARE › Shaving Foam
  'Shaving Foam': 'शेविंग फ़ोम',
  'A dense shaving foam that lets the razor glide for a quick, comfortable shave.':
    'घना शेविंग फ़ोम, जिस पर रेज़र आराम से फिसलता है और शेव जल्दी और आराम से होती है।',
  'Dense foam': 'घना फ़ोम',
  'Quick shave': 'जल्दी शेव',
  'Moisturises skin': 'त्वचा को नमी दे',
  'Easy rinse': 'आसानी से धुल जाए',
  // PERSONAL_CARE › Razor
  Razor: 'रेज़र',
  'A sharp, safe razor with a lubricating strip for a close shave and fewer cuts.':
    'चिकनाई वाली पट्टी के साथ तेज़ और सुरक्षित रेज़र, एकदम साफ़ शेव और कम कटने के लिए।',
  'Lubricating strip': 'चिकनाई वाली पट्टी',
  'Sharp blades': 'तेज़ ब्लेड',
  'Safe and easy': 'सुरक्षित और आसान',
  // PERSONAL_CARE › Razor Blades
  'Razor Blades': 'शेविंग ब्लेड',
  'Platinum-coated stainless steel blades that stay sharp shave after shave.':
    'प्लैटिनम कोटिंग वाले स्टेनलेस स्टील ब्लेड, जिनकी धार कई शेव तक बनी रहती है।',
  'Platinum coated': 'प्लैटिनम कोटिंग',
  'Stays sharp': 'धार बनी रहे',
  'Stainless steel': 'स्टेनलेस स्टील',
  'Individually wrapped': 'हर एक अलग से पैक',
  // PERSONAL_CARE › Sanitary Pads
  'Sanitary Pads': 'सैनिटरी पैड',
  'Soft, thin pads with wings and leak-lock technology for up to 8 hours of worry-free protection.':
    'विंग्स और लीक-लॉक तकनीक वाले मुलायम, पतले पैड, 8 घंटे तक बेफ़िक्र सुरक्षा के लिए।',
  'Wings for a secure fit': 'विंग्स से पक्की पकड़',
  'Leak-lock core': 'लीक रोकने वाली अंदरूनी परत',
  'Soft top sheet': 'मुलायम ऊपरी परत',
  'Up to 8 hours protection': '8 घंटे तक सुरक्षा',
  // PERSONAL_CARE › Intimate Wash
  'Intimate Wash': 'इंटिमेट वॉश',
  'A gentle, pH-balanced intimate hygiene wash with natural ingredients.':
    'निजी अंगों की सफ़ाई के लिए कोमल, pH संतुलित वॉश, प्राकृतिक तत्वों के साथ।',
  'Gynaecologist tested': 'स्त्री रोग डॉक्टर से जाँच करवाई गई',
  'Prevents itching and odour': 'खुजली और बदबू से बचाए',
  // PERSONAL_CARE › Menstrual Cup
  'Menstrual Cup': 'मेंस्ट्रुअल कप',
  'A reusable medical-grade silicone cup that lasts for years and replaces hundreds of pads.':
    'बार-बार इस्तेमाल होने वाला मेडिकल-ग्रेड सिलिकॉन कप, जो सालों चलता है और सैकड़ों पैड की जगह लेता है।',
  'Medical-grade silicone': 'मेडिकल-ग्रेड सिलिकॉन',
  'Up to 10 hours protection': '10 घंटे तक सुरक्षा',
  'Reusable for years': 'सालों तक दोबारा इस्तेमाल',
  'Eco friendly': 'पर्यावरण के लिए अच्छा',
};
