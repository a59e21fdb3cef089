import type { DinerLanguage } from "../../../shared/languages";

/** The opt-in's words in each diner language (docs/api.md, Web Push). */
export const NOTIFY_WORDS: Readonly<Record<DinerLanguage, { ask: string; on: string; failed: string }>> = {
  en: { ask: "Notify me on this phone", on: "You will get a notification on this phone", failed: "Notifications could not be turned on" },
  hi: { ask: "इस फ़ोन पर मुझे सूचना दें", on: "आपको इस फ़ोन पर सूचना मिलेगी", failed: "सूचनाएँ चालू नहीं हो सकीं" },
  mr: { ask: "या फोनवर मला सूचना द्या", on: "तुम्हाला या फोनवर सूचना मिळेल", failed: "सूचना सुरू करता आल्या नाहीत" },
  gu: { ask: "આ ફોન પર મને સૂચના આપો", on: "તમને આ ફોન પર સૂચના મળશે", failed: "સૂચનાઓ ચાલુ થઈ શકી નહીં" },
  pa: { ask: "ਇਸ ਫ਼ੋਨ 'ਤੇ ਮੈਨੂੰ ਸੂਚਨਾ ਦਿਓ", on: "ਤੁਹਾਨੂੰ ਇਸ ਫ਼ੋਨ 'ਤੇ ਸੂਚਨਾ ਮਿਲੇਗੀ", failed: "ਸੂਚਨਾਵਾਂ ਚਾਲੂ ਨਹੀਂ ਹੋ ਸਕੀਆਂ" },
  bn: { ask: "এই ফোনে আমাকে জানান", on: "আপনি এই ফোনে বিজ্ঞপ্তি পাবেন", failed: "বিজ্ঞপ্তি চালু করা গেল না" },
  ta: { ask: "இந்த ஃபோனில் எனக்குத் தெரிவிக்கவும்", on: "இந்த ஃபோனில் உங்களுக்கு அறிவிப்பு வரும்", failed: "அறிவிப்புகளை இயக்க முடியவில்லை" },
  te: { ask: "ఈ ఫోన్‌లో నాకు తెలియజేయండి", on: "మీకు ఈ ఫోన్‌లో నోటిఫికేషన్ వస్తుంది", failed: "నోటిఫికేషన్‌లను ఆన్ చేయడం సాధ్యం కాలేదు" },
  kn: { ask: "ಈ ಫೋನ್‌ನಲ್ಲಿ ನನಗೆ ತಿಳಿಸಿ", on: "ನಿಮಗೆ ಈ ಫೋನ್‌ನಲ್ಲಿ ಸೂಚನೆ ಬರುತ್ತದೆ", failed: "ಸೂಚನೆಗಳನ್ನು ಆನ್ ಮಾಡಲು ಆಗಲಿಲ್ಲ" },
  ml: { ask: "ഈ ഫോണിൽ എന്നെ അറിയിക്കുക", on: "ഈ ഫോണിൽ നിങ്ങൾക്ക് അറിയിപ്പ് ലഭിക്കും", failed: "അറിയിപ്പുകൾ ഓണാക്കാൻ കഴിഞ്ഞില്ല" },
};
