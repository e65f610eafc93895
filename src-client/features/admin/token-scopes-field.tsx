import { Trans, useLingui } from '@lingui/react/macro';
import { API_TOKEN_RESOURCES, API_TOKEN_SCOPES, type ApiTokenResource, type ApiTokenScope } from '../../../src-shared/api-tokens.schemas';
import { Checkbox } from '../../components/ui/checkbox';
import { API_TOKEN_RESOURCE_LABELS } from './integration-texts';

const RESOURCES = Object.keys(API_TOKEN_RESOURCES) as ApiTokenResource[];
const scopeOf = (resource: ApiTokenResource, access: 'read' | 'write') => `${resource}:${access}` as ApiTokenScope;
const hasWrite = (resource: ApiTokenResource) => (API_TOKEN_RESOURCES[resource] as readonly string[]).includes('write');

/**
 * Issue 28: what a new token may reach, a read and a change box per resource. Changing implies
 * reading (a write answers with what it changed), so ticking "change" ticks "read" too.
 */
export function TokenScopesField({ value, onChange, error }: { value: ApiTokenScope[]; onChange(scopes: ApiTokenScope[]): void; error?: string }) {
  const { t, i18n } = useLingui();
  function set(changes: ApiTokenScope[], on: boolean) {
    const next = on ? [...value, ...changes] : value.filter((s) => !changes.includes(s));
    onChange(API_TOKEN_SCOPES.filter((s) => next.includes(s)));
  }
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'token-scopes-error' : undefined}>
      <legend className="text-sm font-medium">
        <Trans>Access</Trans>
      </legend>
      <div className="grid grid-cols-[1fr_auto_auto] items-center gap-x-4 gap-y-1.5 text-sm">
        <span aria-hidden />
        <span className="text-xs text-muted-foreground" aria-hidden>
          <Trans>Read</Trans>
        </span>
        <span className="text-xs text-muted-foreground" aria-hidden>
          <Trans>Change</Trans>
        </span>
        {RESOURCES.map((resource) => {
          const label = i18n._(API_TOKEN_RESOURCE_LABELS[resource]);
          const read = scopeOf(resource, 'read');
          const write = scopeOf(resource, 'write');
          return (
            <div key={resource} className="contents">
              <span>{label}</span>
              <Checkbox aria-label={t`Read: ${label}`} checked={value.includes(read)} onChange={(e) => set(e.target.checked ? [read] : [read, write], e.target.checked)} />
              {hasWrite(resource) ? (
                <Checkbox aria-label={t`Change: ${label}`} checked={value.includes(write)} onChange={(e) => set(e.target.checked ? [read, write] : [write], e.target.checked)} />
              ) : (
                <span aria-hidden />
              )}
            </div>
          );
        })}
      </div>
      <p className="text-xs text-muted-foreground">
        <Trans>Never users, hotels or integrations.</Trans>
      </p>
      {error && (
        <p id="token-scopes-error" className="text-sm text-destructive dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A token's scopes as the list shows them: each resource once, read or read and change. */
export function TokenScopesSummary({ scopes }: { scopes: readonly ApiTokenScope[] }) {
  const { t, i18n } = useLingui();
  if (scopes.length === API_TOKEN_SCOPES.length) return <>{t`Everything tokens may reach, read and change`}</>;
  const parts = RESOURCES.flatMap((resource) => {
    const label = i18n._(API_TOKEN_RESOURCE_LABELS[resource]);
    if (scopes.includes(scopeOf(resource, 'write'))) return scopes.includes(scopeOf(resource, 'read')) ? [t`${label}: read and change`] : [t`${label}: change`];
    return scopes.includes(scopeOf(resource, 'read')) ? [t`${label}: read`] : [];
  });
  return (
    <ul className="space-y-0.5">
      {parts.map((part) => (
        <li key={part}>{part}</li>
      ))}
    </ul>
  );
}
