/** One section of the Settings page (docs/product.md §2, Settings): a card named by its heading. */
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';

/** Props of SettingsSection; `id` is the section's anchor (/settings#security). */
export interface SettingsSectionProps {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}

/** A region named by its h2, with an optional line under the title. */
export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <section id={id} aria-labelledby={titleId} className="scroll-mt-6">
      <Card>
        <CardHeader className="px-4 sm:px-6">
          <CardTitle as="h2" id={titleId}>
            {title}
          </CardTitle>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </CardHeader>
        <CardContent className="grid gap-4 px-4 sm:px-6">{children}</CardContent>
      </Card>
    </section>
  );
}
