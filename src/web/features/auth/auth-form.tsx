/**
 * The parts the signed-out pages share (sign-in, forgot password, reset password; docs/product.md §2): the page
 * frame with Steward's mark, the server's error, the submit button and the text links between the pages (the
 * labelled field is components/ui/field.tsx).
 */
import { CircleAlert, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StewardMark } from '../../components/steward-mark.tsx';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { parseApiError } from '../../lib/api.ts';
import { signInPath } from './paths.ts';

/** The readable message of a failed call: the server's message, or the no-network text. */
export function errorText(error: unknown): string {
  const { status, message } = parseApiError(error);
  if (status === null && error instanceof TypeError) return 'Could not reach Steward. Check your connection.';
  return message;
}

/** A signed-out page: Steward's mark, the page's heading and lead, and its content in a card. */
export function AuthFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <div className="flex flex-col items-center text-center">
        <StewardMark className="size-12" />
        <h1 className="mt-5 font-display text-3xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-2 text-muted-foreground">{lead}</p>
      </div>
      <Card className="mt-8">
        <CardContent className="p-6 sm:p-8">{children}</CardContent>
      </Card>
    </div>
  );
}

/** The server's answer to a failed submit, when there is one. */
export function ServerError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

/** The form's full-width submit button, busy while `pending`. */
export function SubmitButton({ pending, children }: { pending: boolean; children: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" pending={pending} aria-busy={pending}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}

/** A centred text link to another signed-out page. */
export function TextLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="justify-self-center text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}

/** 'Back to Sign In', the way out of the reset pages. */
export function BackToSignIn() {
  return <TextLink to={signInPath}>Back to Sign In</TextLink>;
}
