import { scanLanguages } from '../support/language-scan';

/**
 * No English in a Spanish or Swedish screen: a translation copied from English, or left out,
 * shows in that language alone. The pages are the same on the phone, which the Finnish walk
 * reads (language-scan.spec.ts).
 */
scanLanguages(['es', 'sv']);
