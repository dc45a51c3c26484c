/** A form's card (the weekly and quarterly reviews): a region named by its title, with an icon and its prompt. */
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card.tsx';

/** Props of FormCard; `promptId` lets the card's fields point at the prompt with aria-describedby. */
export interface FormCardProps {
  title: string;
  prompt: string;
  promptId: string;
  icon: LucideIcon;
  children: ReactNode;
}

/** The card: title (h2) with its icon, the prompt, then the fields. */
export function FormCard({ title, prompt, promptId, icon: Icon, children }: FormCardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="break-inside-avoid">
      <Card>
        <CardHeader className="px-4 sm:px-6">
          <CardTitle as="h2" id={titleId} className="flex items-center gap-2">
            <Icon className="size-5 shrink-0 text-accent" aria-hidden="true" />
            {title}
          </CardTitle>
          <CardDescription id={promptId}>{prompt}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 px-4 sm:px-6">{children}</CardContent>
      </Card>
    </section>
  );
}
