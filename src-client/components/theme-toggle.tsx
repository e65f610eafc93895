import { useLingui } from '@lingui/react/macro';
import { setTheme, useTheme } from '../lib/theme';
import { Button } from './ui/button';

export function ThemeToggle() {
  const { t } = useLingui();
  const theme = useTheme();
  const dark = theme === 'dark';
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t`Dark theme`}
      aria-pressed={dark}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
    </Button>
  );
}
