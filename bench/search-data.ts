/** Vocabulary and query mix for bench/search.bench.ts (Arabic and English sports/health terms). */
export const AR_WORDS = [
  'التغذية', 'الرياضية', 'أساسيات', 'إعادة', 'تأهيل', 'الإصابات', 'اللياقة', 'البدنية', 'تمارين', 'القوة', 'الجري',
  'السباحة', 'اليوغا', 'للمبتدئين', 'المحترفين', 'الأطفال', 'الكبار', 'العضلات', 'بناء', 'الاستشفاء', 'التعافي', 'النوم',
  'الماء', 'البروتين', 'الفيتامينات', 'المكملات', 'الغذائية', 'الوزن', 'خسارة', 'زيادة', 'الدهون', 'حرق', 'المرونة',
  'الإطالة', 'التوازن', 'القلب', 'التنفس', 'الضغط', 'السكري', 'الصحة', 'النفسية', 'التركيز', 'الأداء', 'المدرب',
  'الشخصي', 'برنامج', 'خطة', 'أسبوعية', 'يومية', 'متقدم', 'متوسط', 'دليل', 'شامل', 'علوم', 'الحركة', 'الطب', 'الرياضي',
  'الإسعافات', 'الأولية', 'كرة', 'القدم', 'السلة', 'الطائرة', 'التنس', 'الملاكمة', 'الكاراتيه', 'الجمباز', 'الدراجات',
  'المشي', 'الهرولة', 'التحمل', 'السرعة', 'الرشاقة', 'الإحماء', 'التبريد', 'الأربطة', 'المفاصل', 'الظهر', 'الركبة',
  'الكتف', 'المستوى', 'الأعلى', 'تَغْذِيَةُ', 'الـــقوة', '١٠', '٣٠',
];

export const EN_WORDS = [
  'nutrition', 'sports', 'basics', 'injury', 'rehabilitation', 'fitness', 'physical', 'training', 'strength', 'running',
  'swimming', 'yoga', 'beginners', 'advanced', 'kids', 'adults', 'muscle', 'building', 'recovery', 'sleep', 'hydration',
  'protein', 'vitamins', 'supplements', 'weight', 'loss', 'gain', 'fat', 'burning', 'flexibility', 'stretching', 'balance',
  'cardio', 'breathing', 'pressure', 'diabetes', 'health', 'mental', 'focus', 'performance', 'coach', 'personal', 'program',
  'plan', 'weekly', 'daily', 'guide', 'complete', 'science', 'movement', 'medicine', 'first', 'aid', 'football', 'basketball',
  'volleyball', 'tennis', 'boxing', 'karate', 'gymnastics', 'cycling', 'walking', 'jogging', 'endurance', 'speed', 'agility',
  'warmup', 'cooldown', 'ligaments', 'joints', 'back', 'knee', 'shoulder', 'Café', 'Résumé', '10', '30',
];

/** What people type: spelling variants, both languages, typos, partial words, nothing to find. */
export const QUERY_MIX = [
  'اساسيات', 'تغذيه', 'التغذية الرياضية', 'تغذية رياضية', 'اعادة تاهيل', 'الاصابات', 'اللياقه البدنيه', 'تمارين القوة',
  'السباحه', 'اليوغا للمبتدئين', 'بناء العضلات', 'الاستشفاء', 'التعافى', 'البروتين', 'حرق الدهون', 'الإطالة والمرونة',
  'كرة القدم', 'الإسعافات الاولية', 'الـــجري', 'تَمَارِين', '١٠', 'المستوي الاعلي',
  'nutrition', 'Strength Training', 'YOGA', 'cafe', 'recovery sleep', 'first aid', 'weight loss', 'basketball',
  'nutrtion', 'strenght', 'swimmign', 'rehabilitaton', 'التغزية', 'السباحا', 'تمارن', 'الرشاقه',
  'يو', 'sw', 'تغ', 'يوغ', 'run', 'قوة', 'qzxwv', 'ضصثقف', 'performance coach', 'دليل شامل',
];
