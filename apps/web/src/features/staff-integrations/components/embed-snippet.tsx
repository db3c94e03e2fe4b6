import { asLanguage, type Language } from '@jono/contract/languages';
import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { embedPageAddress, embedSnippet, snippetLanguages } from '../utils/embed';
import { CopyButton } from './copy-button';

/**
 * The code to paste into a page of the owner's site, in the language its visitors read (the
 * dashboard's at first), to copy or to look at first in a tab of its own.
 */
export function EmbedSnippet({ pageUrl, shopName }: { pageUrl: string; shopName: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [language, setLanguage] = useState<Language>(() => asLanguage(i18n.resolvedLanguage));
  const code = embedSnippet(pageUrl, language, shopName || 'Jono');
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="space-y-0.5">
        <h3 id={headingId} className="font-semibold text-sm text-zinc-950 dark:text-white">
          {t('embed.snippet.title')}
        </h3>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('embed.snippet.hint')}</p>
      </div>
      <SelectField
        className="sm:max-w-xs"
        label={t('embed.snippet.language')}
        value={language}
        options={snippetLanguages.map((value) => ({
          value,
          label: t(`preferences.languages.${value}`),
        }))}
        onChange={(event) => setLanguage(asLanguage(event.target.value))}
      />
      <label className="block space-y-1.5">
        <span className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
          {t('embed.snippet.code')}
        </span>
        <textarea
          readOnly
          value={code}
          rows={4}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="focus-ring block w-full resize-none break-all rounded-lg border border-zinc-300 bg-zinc-50 px-3 py-2 font-mono text-xs text-zinc-900 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
        />
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <CopyButton
          text={code}
          label={t('embed.snippet.copy')}
          copiedLabel={t('embed.snippet.copied')}
          failedLabel={t('embed.snippet.copyFailed')}
        />
        <a
          href={embedPageAddress(pageUrl, language)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles({
            variant: 'secondary',
            size: 'sm',
            className: 'w-full sm:w-auto',
          })}
        >
          <ExternalLink aria-hidden className="size-4" />
          {t('embed.snippet.preview')}
          <span className="sr-only"> ({t('embed.snippet.newTab')})</span>
        </a>
      </div>
    </section>
  );
}
