import { defaultLanguage } from '@jono/contract/languages';
import { formatterPreparations } from './formatter-warm-up';

/*
 * Started by public/boot.js before the page's first paint, with the language it chose. The
 * browser loads the locale data behind Intl's formatters once for all its threads, and the
 * first number formatter alone took 40 to 110 ms of a page's main thread on our test machine:
 * made here first, on another core, the app's own formatters cost it a fraction of that.
 */
const language = new URL(self.location.href).searchParams.get('language') ?? defaultLanguage;
for (const prepare of formatterPreparations(language)) prepare();
self.close();
