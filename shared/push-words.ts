import type { DinerLanguage } from "./languages";

/** What a guest's notice says, in each diner language (docs/api.md, Web Push); `{token}` is the order's token. */
export const PUSH_WORDS: Readonly<Record<DinerLanguage, { orderReady: string; orderOnItsWay: string; tableReady: string }>> = {
  en: {
    orderReady: "Your order is ready for pickup (Token {token})",
    orderOnItsWay: "Your order is on its way (Token {token})",
    tableReady: "Your table is ready! Please come to the host stand.",
  },
  hi: {
    orderReady: "आपका ऑर्डर पिकअप के लिए तैयार है (टोकन {token})",
    orderOnItsWay: "आपका ऑर्डर रास्ते में है (टोकन {token})",
    tableReady: "आपकी टेबल तैयार है! कृपया होस्ट के पास आएँ।",
  },
  mr: {
    orderReady: "तुमची ऑर्डर पिकअपसाठी तयार आहे (टोकन {token})",
    orderOnItsWay: "तुमची ऑर्डर वाटेत आहे (टोकन {token})",
    tableReady: "तुमचे टेबल तयार आहे! कृपया होस्टकडे या.",
  },
  gu: {
    orderReady: "તમારો ઓર્ડર પિકઅપ માટે તૈયાર છે (ટોકન {token})",
    orderOnItsWay: "તમારો ઓર્ડર રસ્તામાં છે (ટોકન {token})",
    tableReady: "તમારું ટેબલ તૈયાર છે! કૃપા કરીને હોસ્ટ પાસે આવો.",
  },
  pa: {
    orderReady: "ਤੁਹਾਡਾ ਆਰਡਰ ਪਿਕਅੱਪ ਲਈ ਤਿਆਰ ਹੈ (ਟੋਕਨ {token})",
    orderOnItsWay: "ਤੁਹਾਡਾ ਆਰਡਰ ਰਸਤੇ ਵਿੱਚ ਹੈ (ਟੋਕਨ {token})",
    tableReady: "ਤੁਹਾਡਾ ਟੇਬਲ ਤਿਆਰ ਹੈ! ਕਿਰਪਾ ਕਰਕੇ ਹੋਸਟ ਕੋਲ ਆਓ।",
  },
  bn: {
    orderReady: "আপনার অর্ডার পিকআপের জন্য তৈরি (টোকেন {token})",
    orderOnItsWay: "আপনার অর্ডার পথে আছে (টোকেন {token})",
    tableReady: "আপনার টেবিল তৈরি! অনুগ্রহ করে হোস্টের কাছে আসুন।",
  },
  ta: {
    orderReady: "உங்கள் ஆர்டர் பிக்அப்புக்குத் தயார் (டோக்கன் {token})",
    orderOnItsWay: "உங்கள் ஆர்டர் வந்துகொண்டிருக்கிறது (டோக்கன் {token})",
    tableReady: "உங்கள் மேசை தயார்! ஹோஸ்டிடம் வாருங்கள்.",
  },
  te: {
    orderReady: "మీ ఆర్డర్ పికప్‌కు సిద్ధంగా ఉంది (టోకెన్ {token})",
    orderOnItsWay: "మీ ఆర్డర్ దారిలో ఉంది (టోకెన్ {token})",
    tableReady: "మీ టేబుల్ సిద్ధంగా ఉంది! దయచేసి హోస్ట్ దగ్గరకు రండి.",
  },
  kn: {
    orderReady: "ನಿಮ್ಮ ಆರ್ಡರ್ ಪಿಕಪ್‌ಗೆ ಸಿದ್ಧವಾಗಿದೆ (ಟೋಕನ್ {token})",
    orderOnItsWay: "ನಿಮ್ಮ ಆರ್ಡರ್ ದಾರಿಯಲ್ಲಿದೆ (ಟೋಕನ್ {token})",
    tableReady: "ನಿಮ್ಮ ಟೇಬಲ್ ಸಿದ್ಧವಾಗಿದೆ! ದಯವಿಟ್ಟು ಹೋಸ್ಟ್ ಬಳಿ ಬನ್ನಿ.",
  },
  ml: {
    orderReady: "നിങ്ങളുടെ ഓർഡർ പിക്കപ്പിന് തയ്യാറാണ് (ടോക്കൺ {token})",
    orderOnItsWay: "നിങ്ങളുടെ ഓർഡർ വഴിയിലാണ് (ടോക്കൺ {token})",
    tableReady: "നിങ്ങളുടെ മേശ തയ്യാറാണ്! ദയവായി ഹോസ്റ്റിന്റെ അടുത്തേക്ക് വരൂ.",
  },
};
