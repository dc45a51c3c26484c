/**
 * Steward's own sign-in page (/sign-in): email sign-in, account creation and the configured identity providers.
 * Success is a full navigation to the safe `returnTo` path, so the app starts fresh as the signed-in user.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { safeReturnPath } from '../../../core/return-path.ts';
import { StewardMark } from '../../components/steward-mark.tsx';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { parseApiError } from '../../lib/api.ts';
import { loginUrl, navigateTo } from '../../lib/navigation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { providersQueryOptions } from './api.ts';
import {
  passwordRule,
  type SignInValues,
  type SignUpValues,
  signInSchema,
  signInWithEmail,
  signUpSchema,
  signUpWithEmail,
} from './sign-in-form.ts';

type Mode = 'sign-in' | 'sign-up';

function errorText(error: unknown): string {
  const { status, message } = parseApiError(error);
  if (status === null && error instanceof TypeError) return 'Could not reach Steward. Check your connection.';
  return message;
}

function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: FieldError;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

function ServerError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

function SubmitButton({ pending, children }: { pending: boolean; children: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}

function SignInForm({ onSuccess }: { onSuccess: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signInWithEmail(values);
      onSuccess();
    } catch (error) {
      setServerError(errorText(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <ServerError message={serverError} />
      <Field label="Email" error={formState.errors.email}>
        {(props) => <Input type="email" autoComplete="email" {...props} {...register('email')} />}
      </Field>
      <Field label="Password" error={formState.errors.password}>
        {(props) => (
          <Input type="password" autoComplete="current-password" {...props} {...register('password')} />
        )}
      </Field>
      <SubmitButton pending={formState.isSubmitting}>Sign In</SubmitButton>
    </form>
  );
}

function SignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signUpWithEmail(values);
      onSuccess();
    } catch (error) {
      setServerError(errorText(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <ServerError message={serverError} />
      <Field label="Name" error={formState.errors.name}>
        {(props) => <Input autoComplete="name" {...props} {...register('name')} />}
      </Field>
      <Field label="Email" error={formState.errors.email}>
        {(props) => <Input type="email" autoComplete="email" {...props} {...register('email')} />}
      </Field>
      <Field
        label="Password"
        hint={`Use ${passwordRule.min} to ${passwordRule.max} characters.`}
        error={formState.errors.password}
      >
        {(props) => (
          <Input type="password" autoComplete="new-password" {...props} {...register('password')} />
        )}
      </Field>
      <SubmitButton pending={formState.isSubmitting}>Create Account</SubmitButton>
    </form>
  );
}

/** The /sign-in page. */
export function SignInPage() {
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('returnTo'));
  const [mode, setMode] = useState<Mode>(searchParams.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in');
  const { data: providers = [] } = useQuery(providersQueryOptions);
  const goOn = () => navigateTo(returnTo);
  useDocumentTitle(mode === 'sign-in' ? 'Sign In' : 'Create Account');

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <div className="flex flex-col items-center text-center">
        <StewardMark className="size-12" />
        <h1 className="mt-5 font-display text-3xl font-semibold tracking-tight">Welcome to Steward</h1>
        <p className="mt-2 text-muted-foreground">
          Sign in or create an account to plan your day with purpose.
        </p>
      </div>

      <Card className="mt-8">
        <CardContent className="p-6 sm:p-8">
          <Tabs value={mode} onValueChange={(value) => setMode(value === 'sign-up' ? 'sign-up' : 'sign-in')}>
            <TabsList aria-label="Sign in or create an account">
              <TabsTrigger value="sign-in">Sign In</TabsTrigger>
              <TabsTrigger value="sign-up">Create Account</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in" className="mt-6">
              <SignInForm onSuccess={goOn} />
            </TabsContent>
            <TabsContent value="sign-up" className="mt-6">
              <SignUpForm onSuccess={goOn} />
            </TabsContent>
          </Tabs>

          {providers.length > 0 ? (
            <div className="mt-6">
              <div
                className="flex items-center gap-3 text-xs text-muted-foreground uppercase"
                aria-hidden="true"
              >
                <span className="h-px flex-1 bg-border" />
                or
                <span className="h-px flex-1 bg-border" />
              </div>
              <div className="mt-6 grid gap-3">
                {providers.map((provider) => (
                  <Button
                    key={provider.id}
                    variant="outline"
                    size="lg"
                    className="w-full"
                    onClick={() => navigateTo(loginUrl({ provider: provider.id, returnTo }))}
                  >
                    Continue with {provider.name}
                  </Button>
                ))}
              </div>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
