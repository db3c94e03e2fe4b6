import { MAX_EMBED_ORIGINS } from '@jono/contract/api/embed';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { TextField } from '@/components/ui/text-field';
import { type PendingStep, useEmbedSites } from '../hooks/use-embed-sites';
import { readSite } from '../utils/embed';

/** One site on the list, and its Remove (held off while another save is on its way). */
function SiteRow({
  site,
  pending,
  onRemove,
}: {
  site: string;
  pending: PendingStep | null;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-2 py-2.5 sm:flex-row sm:items-center sm:justify-between">
      <span className="min-w-0 break-all font-mono text-sm text-zinc-900 dark:text-zinc-100">
        {site}
      </span>
      <BusyButton
        variant="dangerGhost"
        size="sm"
        className="w-full sm:w-auto"
        icon={<Trash2 aria-hidden className="size-4" />}
        busy={pending?.kind === 'remove' && pending.site === site}
        busyLabel={t('embed.sites.removing')}
        disabled={pending !== null}
        onClick={onRemove}
      >
        {t('embed.sites.remove')}
        <span className="sr-only"> {site}</span>
      </BusyButton>
    </li>
  );
}

/**
 * The address to add, checked as the server would before it is sent. Enter adds, as the
 * button does; a refusal stays under the field with the address as typed.
 */
function AddSiteForm({
  sites,
  pending,
  input,
  onAdd,
}: {
  sites: readonly string[];
  pending: PendingStep | null;
  input: RefObject<HTMLInputElement | null>;
  onAdd: (site: string) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const isFull = sites.length >= MAX_EMBED_ORIGINS;
  const refuse = (why: string) => {
    setProblem(why);
    input.current?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reading = readSite(typed, sites);
    if (reading.error) return refuse(t(reading.error));
    const refused = await onAdd(reading.site);
    if (refused) return refuse(refused);
    setTyped('');
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          ref={input}
          className="min-w-0 flex-1"
          label={t('embed.sites.address')}
          hint={t('embed.sites.addressHint')}
          type="url"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://www.example.fi"
          value={typed}
          error={problem ?? undefined}
          disabled={isFull}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
        />
        <BusyButton
          type="submit"
          className="w-full sm:mt-7 sm:w-auto"
          icon={<Plus aria-hidden className="size-4" />}
          busy={pending?.kind === 'add'}
          busyLabel={t('embed.sites.adding')}
          disabled={isFull || pending !== null}
        >
          {t('embed.sites.add')}
        </BusyButton>
      </div>
      {isFull ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t('embed.sites.full', { max: MAX_EMBED_ORIGINS })}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The sites whose pages may show the queue (every other site's frame stays empty), each
 * removable, and the form that adds one. Each change is saved at once.
 */
export function EmbedSites({ sites }: { sites: readonly string[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { add, remove, pending } = useEmbedSites(sites);
  // A removed site's button goes with it: the keyboard's place moves to the address field.
  const input = useRef<HTMLInputElement>(null);
  const removeSite = async (site: string) => {
    if (await remove(site)) input.current?.focus();
  };
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="space-y-0.5">
        <h3 id={headingId} className="font-semibold text-sm text-zinc-950 dark:text-white">
          {t('embed.sites.title')}
        </h3>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('embed.sites.hint')}</p>
      </div>
      {sites.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 px-3 py-2.5 text-sm text-zinc-700 dark:border-zinc-700 dark:text-zinc-300">
          {t('embed.sites.empty')}
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {sites.map((site) => (
            <SiteRow
              key={site}
              site={site}
              pending={pending}
              onRemove={() => void removeSite(site)}
            />
          ))}
        </ul>
      )}
      <AddSiteForm sites={sites} pending={pending} input={input} onAdd={add} />
    </section>
  );
}
