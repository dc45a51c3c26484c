/**
 * The two add forms of Settings → Calendars: "Add a CalDAV account" (server URL, username, app password) and
 * "Subscribe to an ICS feed" (URL, optional name). Both validate with core's `sourceInput` before sending; the
 * server's 400 (a bad or refused field) and 422 (unreachable, credentials refused, not a calendar) show next to
 * the field they name, else above the button. The password field starts empty, is never filled from anything the
 * server sends and is cleared after every attempt.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, LoaderCircle, Plus } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { sourceInput } from '../../../../core/calendar/sources.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formErrorOf } from '../../../lib/form-error.ts';
import { type CalendarSource, useAddSource } from '../api.ts';
import { SourceField } from './source-field.tsx';

const [icsSchema, caldavSchema] = sourceInput.options;
type IcsValues = z.input<typeof icsSchema>;
type CaldavValues = z.input<typeof caldavSchema>;

function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>
        <p dir="auto" className="wrap-anywhere">
          {message}
        </p>
      </AlertDescription>
    </Alert>
  );
}

/** Props of SourceForm: the card's texts, the submit button's texts, and the form's state. */
interface SourceFormProps {
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** An error that names no field of the form (or no answer at all), shown above the button. */
  formError: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** One add form in its card: a region named by its title, the fields, the form's error and the submit button. */
function SourceForm({
  title,
  description,
  submitLabel,
  pendingLabel,
  pending,
  formError,
  onSubmit,
  children,
}: SourceFormProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card className="h-full">
        <CardHeader className="px-4 sm:px-6">
          <CardTitle as="h3" id={titleId}>
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="grid gap-5">
            {children}
            <FormAlert message={formError} />
            <Button
              type="submit"
              className="justify-self-start"
              pending={pending}
              aria-busy={pending || undefined}
            >
              {pending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Plus aria-hidden="true" />
              )}
              {pending ? pendingLabel : submitLabel}
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}

/**
 * Shows a failed add where it belongs: under the field the server's answer names (focused), else above the
 * button (see `formErrorOf`).
 */
function showAddError<F extends string>(
  error: unknown,
  fields: readonly F[],
  setFieldError: (field: F, message: string) => void,
  setFormError: (message: string) => void,
) {
  const { field, message } = formErrorOf(error, fields);
  if (field) setFieldError(field, message);
  else setFormError(message);
}

/** Props of the add forms: what to do once a source is connected (e.g. focus it). */
export interface AddFormProps {
  onAdded: (source: CalendarSource) => void;
}

const CALDAV_FIELDS = ['url', 'username', 'password'] as const;

/** "Add a CalDAV account". */
export function AddCaldavForm({ onAdded }: AddFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const add = useAddSource({ onAdded });
  const { register, handleSubmit, formState, setError, reset, resetField } = useForm<CaldavValues>({
    resolver: zodResolver(caldavSchema),
    defaultValues: { kind: 'caldav', url: '', username: '', password: '' },
  });
  const fieldError = (field: (typeof CALDAV_FIELDS)[number], message: string) =>
    setError(field, { type: 'server', message }, { shouldFocus: true });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await add.mutateAsync(caldavSchema.parse(values));
      reset();
    } catch (error) {
      resetField('password');
      showAddError(error, CALDAV_FIELDS, fieldError, setFormError);
    }
  });
  return (
    <SourceForm
      title="Add a CalDAV account"
      description="For Nextcloud, iCloud, Fastmail, Radicale and other CalDAV servers. Steward finds your calendars, shows their events and can book time blocks in them."
      submitLabel="Add Account"
      pendingLabel="Connecting..."
      pending={formState.isSubmitting}
      formError={formError}
      onSubmit={submit}
    >
      <SourceField
        label="Server URL"
        hint="Your provider's CalDAV address, e.g. https://cloud.example.com/remote.php/dav"
        error={formState.errors.url?.message}
        type="url"
        inputMode="url"
        dir="ltr"
        autoComplete="url"
        {...register('url')}
      />
      <SourceField
        label="Username"
        error={formState.errors.username?.message}
        autoComplete="username"
        spellCheck={false}
        {...register('username')}
      />
      <SourceField
        label="App password"
        hint="Create an app password in your provider's security settings. Steward stores it encrypted and never shows it again."
        error={formState.errors.password?.message}
        type="password"
        dir="ltr"
        autoComplete="off"
        {...register('password')}
      />
    </SourceForm>
  );
}

const ICS_FIELDS = ['url', 'name'] as const;

/** "Subscribe to an ICS feed". */
export function AddIcsForm({ onAdded }: AddFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const add = useAddSource({ onAdded });
  const { register, handleSubmit, formState, setError, reset } = useForm<IcsValues>({
    resolver: zodResolver(icsSchema),
    defaultValues: { kind: 'ics', url: '', name: '' },
  });
  const fieldError = (field: (typeof ICS_FIELDS)[number], message: string) =>
    setError(field, { type: 'server', message }, { shouldFocus: true });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const { kind, url, name } = icsSchema.parse(values);
    try {
      await add.mutateAsync(name ? { kind, url, name } : { kind, url });
      reset();
    } catch (error) {
      showAddError(error, ICS_FIELDS, fieldError, setFormError);
    }
  });
  return (
    <SourceForm
      title="Subscribe to an ICS feed"
      description="For calendars published as a link: an Outlook or iCloud public calendar, a school, church or holidays calendar. Read only: its events show and count as busy."
      submitLabel="Subscribe"
      pendingLabel="Subscribing..."
      pending={formState.isSubmitting}
      formError={formError}
      onSubmit={submit}
    >
      <SourceField
        label="Feed URL"
        hint="An address starting with https://, http:// or webcal://"
        error={formState.errors.url?.message}
        type="url"
        inputMode="url"
        dir="ltr"
        {...register('url')}
      />
      <SourceField
        label="Name (optional)"
        hint="How the feed is called in Steward; the feed's own name otherwise."
        error={formState.errors.name?.message}
        {...register('name')}
      />
    </SourceForm>
  );
}
