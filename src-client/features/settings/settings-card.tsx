import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

/** A card that is also a named region, so its fields can be told apart by card. */
export function SettingsCard({ title, description, children }: { title: ReactNode; description?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId}>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}
