/**
 * Settings → Profile (docs/product.md §2, Settings; ADR 047): the name, the email with whether it is verified (and
 * a resend while it is not), a change of email confirmed from the new address, and the time zone.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { formErrorOf } from '../../lib/form-error.ts';
import { type User, useUser } from '../auth/api.ts';
import { type ChangeEmailValues, changeEmailSchema, type NameValues, nameSchema } from './account-forms.ts';
import { useChangeEmail, useResendVerification, useSaveName } from './api.ts';
import { SettingsSection } from './settings-section.tsx';
import { TimeZonePicker } from './time-zone-picker.tsx';

/** What a mailed link's landing says: `?email=verified|changed`, or better-auth's `?error=<code>`. */
const LANDINGS: Record<string, { title: string; description: string }> = {
  verified: { title: 'Email verified', description: 'Thank you: your email address is confirmed.' },
  changed: { title: 'Email changed', description: 'Your account now uses your new email address.' },
};

/**
 * Where a verification or change-of-email link lands (/settings with `?email=` or `?error=`): a toast says what
 * happened, then the query leaves the address so a reload does not say it again.
 */
function useEmailLinkToast() {
  const [params, setParams] = useSearchParams();
  const shown = useRef(false);
  useEffect(() => {
    const error = params.get('error');
    const landing = LANDINGS[params.get('email') ?? ''];
    if (shown.current || (!error && !landing)) return;
    shown.current = true;
    if (error)
      toast({
        variant: 'destructive',
        title: 'This link has expired or was already used',
        description: 'Ask for a new one below.',
      });
    else if (landing) toast(landing);
    setParams({}, { replace: true });
  }, [params, setParams]);
}

function NameForm({ user }: { user: User }) {
  const save = useSaveName();
  const { register, handleSubmit, formState } = useForm<NameValues>({
    resolver: zodResolver(nameSchema),
    values: { name: user.name },
  });
  return (
    <form onSubmit={handleSubmit((values) => save.mutate(values))} noValidate className="grid gap-3">
      <Field label="Name" error={formState.errors.name}>
        {(props) => <Input autoComplete="name" {...props} {...register('name')} />}
      </Field>
      <Button type="submit" variant="outline" className="justify-self-start" pending={save.isPending}>
        Save name
      </Button>
    </form>
  );
}

function EmailStatus({ user }: { user: User }) {
  const resend = useResendVerification();
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">Email</p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="break-all">{user.email}</span>
        {user.emailVerified ? (
          <Badge variant="secondary">Verified</Badge>
        ) : (
          <Badge variant="outline">Not verified</Badge>
        )}
      </div>
      {user.emailVerified ? null : (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          pending={resend.isPending}
          onClick={() => resend.mutate(user.email)}
        >
          Resend verification email
        </Button>
      )}
    </div>
  );
}

function ChangeEmailForm() {
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<ChangeEmailValues>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '' },
  });
  const submit = handleSubmit(async (values) => {
    setSentTo(null);
    try {
      await change.mutateAsync(values);
    } catch (error) {
      setError('newEmail', { message: formErrorOf(error, ['newEmail']).message });
      return;
    }
    setSentTo(values.newEmail);
    reset();
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <Field
        label="New email"
        hint="We send a confirmation link to the new address. Your email changes when you open it."
        error={formState.errors.newEmail}
      >
        {(props) => <Input type="email" autoComplete="email" {...props} {...register('newEmail')} />}
      </Field>
      <Button type="submit" variant="outline" className="justify-self-start" pending={formState.isSubmitting}>
        Change email
      </Button>
      <p role="status" className="text-sm text-muted-foreground">
        {sentTo
          ? `We sent a confirmation link to ${sentTo}. Your email stays as it is until you open it.`
          : null}
      </p>
    </form>
  );
}

/** The Profile section of /settings (id "profile"). */
export function ProfileSection() {
  const { user } = useUser();
  useEmailLinkToast();
  return (
    <SettingsSection id="profile" title="Profile" description="Your name, email and time zone.">
      {user ? (
        <>
          <NameForm user={user} />
          <EmailStatus user={user} />
          <ChangeEmailForm />
          <TimeZonePicker current={user.timeZone} />
        </>
      ) : null}
    </SettingsSection>
  );
}
