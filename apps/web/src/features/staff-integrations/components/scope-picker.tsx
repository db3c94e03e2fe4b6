import { apiKeyScopes } from '@jono/contract/api/api-keys';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { scopeTextKey } from '@/lib/api-key-scopes';
import type { ApiKeyScope } from '../api/api-keys';

/** One scope's box: its name, and under it what a key with it may do. */
function ScopeBox({
  scope,
  isChecked,
  disabled,
  onToggle,
}: {
  scope: ApiKeyScope;
  isChecked: boolean;
  disabled: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const boxId = useId();
  const allowsId = useId();
  const key = scopeTextKey[scope];
  return (
    <div className="flex items-start gap-3 px-1 py-1.5">
      <input
        id={boxId}
        type="checkbox"
        className="focus-ring mt-0.5 size-4 shrink-0 accent-amber-500"
        checked={isChecked}
        disabled={disabled}
        aria-describedby={allowsId}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <div className="min-w-0 space-y-0.5">
        <label
          htmlFor={boxId}
          className="block cursor-pointer font-medium text-sm text-zinc-900 dark:text-zinc-100"
        >
          {t(`apiKeys.scopes.${key}.name`)}
        </label>
        <p id={allowsId} className="text-sm text-zinc-600 dark:text-zinc-400">
          {t(`apiKeys.scopes.${key}.allows`)}{' '}
          <code className="break-all font-mono text-xs text-zinc-500 dark:text-zinc-400">
            {scope}
          </code>
        </p>
      </div>
    </div>
  );
}

/** What a new key may do: a box for each scope, in the contract's order. */
export function ScopePicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: ApiKeyScope[];
  onChange: (scopes: ApiKeyScope[]) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {t('apiKeys.form.scopes')}
      </legend>
      <ul className="space-y-1 rounded-xl border border-zinc-300 p-3 dark:border-zinc-700">
        {apiKeyScopes.map((scope) => (
          <li key={scope}>
            <ScopeBox
              scope={scope}
              isChecked={value.includes(scope)}
              disabled={disabled}
              onToggle={(checked) =>
                onChange(
                  checked
                    ? apiKeyScopes.filter((one) => one === scope || value.includes(one))
                    : value.filter((one) => one !== scope),
                )
              }
            />
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className="font-medium text-red-600 text-sm dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
