import { plural, type Translation } from '../../i18n/say';

/**
 * What the owner is told about a CSV file (decision 116): the file as a whole, then each bad line's reason. A
 * column is named as the file's header names it (`price`, `low_stock_threshold`), in both languages.
 */
const en = {
  fileTooLarge: 'The file is larger than 20 MB: split it into smaller files.',
  notCsv: 'Send the file as CSV (text/csv).',
  notUtf8: 'The file is not UTF-8 text: in your spreadsheet, save it as “CSV UTF-8”.',
  brokenQuotes: ({ row }: { row: number }) =>
    `Row ${row}: a quoted cell is not closed, or has text after its closing quote.`,
  noHeader: 'The file is empty: its first row must be the header of the exported file.',
  wrongHeader: ({ problems }: { problems: string }) =>
    `The first row must be the header of the exported file (${problems}). Nothing was changed.`,
  missingColumns: ({ columns }: { columns: string }) => `missing: ${columns}`,
  unknownColumns: ({ columns }: { columns: string }) => `not known: ${columns}`,
  repeatedColumns: ({ columns }: { columns: string }) => `twice: ${columns}`,
  tooManyLines: ({ max }: { max: string }) => `The file has more than ${max} product lines: split it.`,
  badLines: ({ count }: { count: number }) =>
    `Nothing was changed: ${plural('en', count, { one: '1 line has a mistake', other: `${count} lines have mistakes` })}.`,
  catalogMoved:
    'The catalog changed while the file was being imported (a barcode was taken): nothing was changed. Try again.',

  tooManyCells: ({ count, header }: { count: number; header: number }) =>
    `has ${count} cells; the header has ${header}`,
  badId: 'id must be a product number, or empty for a new product',
  unknownId: ({ id }: { id: number }) => `no product #${id} in the shop (leave id empty for a new product)`,
  sameProduct: ({ line }: { line: number }) => `the same product as line ${line}`,
  ambiguous: ({ ids }: { ids: string }) =>
    `the shop has several products of this name, brand and pack size (${ids}): write the id of the one you mean`,
  formula: ({ column }: { column: string }) =>
    `${column} holds a formula a spreadsheet would run (it starts with =, +, - or @): type the value itself`,
  notText: ({ column }: { column: string }) =>
    `${column} has a character that is not plain text (a tab, a line break or a control character)`,
  required: ({ column }: { column: string }) => `${column} is empty`,
  tooLong: ({ column, max }: { column: string; max: number }) => `${column} must be at most ${max} characters`,
  notANumber: ({ column }: { column: string }) => `${column} is not a number`,
  notWhole: ({ column }: { column: string }) => `${column} must be a whole number`,
  negative: ({ column }: { column: string }) => `${column} cannot be negative`,
  tooSmall: ({ column, min }: { column: string; min: number }) => `${column} must be at least ${min}`,
  tooBig: ({ column, max }: { column: string; max: string }) => `${column} must be at most ${max}`,
  priceAboveMrp: ({ price, mrp }: { price: number; mrp: number }) => `price ₹${price} is above the MRP ₹${mrp}`,
  badBarcode:
    'barcode must be an EAN-13: 13 digits with the right check digit (a spreadsheet may show it as 8.9E+12 or drop a leading 0: format the column as text)',
  barcodeTaken: ({ id }: { id: number }) => `barcode is already product #${id}'s`,
  badCategory: ({ example }: { example: string }) =>
    `category must be one of the shop's categories, such as ${example}`,
  notYesNo: ({ column }: { column: string }) => `${column} must be true or false`,
  notAddable: ({ reason }: { reason: string }) => `the new product cannot be added: ${reason}`,
};

const hi = {
  fileTooLarge: 'फ़ाइल 20 MB से बड़ी है: इसे छोटी फ़ाइलों में बाँटें।',
  notCsv: 'फ़ाइल CSV (text/csv) में भेजें।',
  notUtf8: 'फ़ाइल UTF-8 टेक्स्ट नहीं है: स्प्रेडशीट में इसे “CSV UTF-8” के रूप में सेव करें।',
  brokenQuotes: ({ row }) => `पंक्ति ${row}: उद्धरण चिह्न (") वाला खाना बंद नहीं हुआ, या बंद होने के बाद भी उसमें कुछ लिखा है।`,
  noHeader: 'फ़ाइल ख़ाली है: इसकी पहली पंक्ति डाउनलोड की गई फ़ाइल वाली शीर्षक पंक्ति होनी चाहिए।',
  wrongHeader: ({ problems }) =>
    `पहली पंक्ति डाउनलोड की गई फ़ाइल वाली शीर्षक पंक्ति होनी चाहिए (${problems})। कुछ नहीं बदला गया।`,
  missingColumns: ({ columns }) => `नहीं हैं: ${columns}`,
  unknownColumns: ({ columns }) => `अनजान: ${columns}`,
  repeatedColumns: ({ columns }) => `दो बार: ${columns}`,
  tooManyLines: ({ max }) => `फ़ाइल में ${max} से ज़्यादा सामान की पंक्तियाँ हैं: इसे बाँटें।`,
  badLines: ({ count }) =>
    `कुछ नहीं बदला गया: ${plural('hi', count, { one: `${count} पंक्ति में ग़लती है`, other: `${count} पंक्तियों में ग़लती है` })}।`,
  catalogMoved: 'फ़ाइल लगाते समय सामान की सूची बदल गई (कोई बारकोड ले लिया गया): कुछ नहीं बदला गया। फिर कोशिश करें।',

  tooManyCells: ({ count, header }) => `इसमें ${count} खाने हैं; शीर्षक में ${header} हैं`,
  badId: 'id सामान का नंबर हो, या नए सामान के लिए ख़ाली',
  unknownId: ({ id }) => `दुकान में सामान #${id} नहीं है (नए सामान के लिए id ख़ाली छोड़ें)`,
  sameProduct: ({ line }) => `यह वही सामान है जो पंक्ति ${line} में है`,
  ambiguous: ({ ids }) => `दुकान में इस नाम, ब्रांड और पैक साइज़ के कई सामान हैं (${ids}): जिसका मतलब है उसकी id लिखें`,
  formula: ({ column }) => `${column} में फ़ॉर्मूला है जिसे स्प्रेडशीट चला देगी (यह =, +, - या @ से शुरू होता है): सीधे मान लिखें`,
  notText: ({ column }) => `${column} में ऐसा अक्षर है जो सादा टेक्स्ट नहीं है (टैब, नई पंक्ति या कंट्रोल अक्षर)`,
  required: ({ column }) => `${column} ख़ाली है`,
  tooLong: ({ column, max }) => `${column} में ज़्यादा से ज़्यादा ${max} अक्षर हों`,
  notANumber: ({ column }) => `${column} कोई संख्या नहीं है`,
  notWhole: ({ column }) => `${column} पूरी संख्या हो`,
  negative: ({ column }) => `${column} शून्य से कम नहीं हो सकता`,
  tooSmall: ({ column, min }) => `${column} कम से कम ${min} हो`,
  tooBig: ({ column, max }) => `${column} ज़्यादा से ज़्यादा ${max} हो`,
  priceAboveMrp: ({ price, mrp }) => `दाम ₹${price} MRP ₹${mrp} से ज़्यादा है`,
  badBarcode:
    'barcode EAN-13 हो: सही आख़िरी अंक वाले 13 अंक (स्प्रेडशीट इसे 8.9E+12 दिखा सकती है या शुरू का 0 हटा सकती है: कॉलम को टेक्स्ट बनाएँ)',
  barcodeTaken: ({ id }) => `यह barcode पहले से सामान #${id} का है`,
  badCategory: ({ example }) => `category दुकान की किसी श्रेणी का नाम हो, जैसे ${example}`,
  notYesNo: ({ column }) => `${column} true या false हो`,
  notAddable: ({ reason }) => `नया सामान नहीं जोड़ा जा सकता: ${reason}`,
} satisfies Translation<typeof en>;

export const shopCsvMessages = { en, hi };
