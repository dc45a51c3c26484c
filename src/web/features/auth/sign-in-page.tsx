/**
 * Steward's own sign-in page (/sign-in): email sign-in (with 'Forgot password?', ADR 046, and the second step of
 * two-factor sign-in, ADR 048), sign-in with a passkey (ADR 051), account creation and the configured identity
 * providers.
 * Success is a full navigation to the safe `returnTo` path, so the app starts fresh as the signed-in user.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { safeReturnPath } from '../../../core/return-path.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { loginUrl, navigateTo } from '../../lib/navigation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { providersQueryOptions } from './api.ts';
import { AuthFrame, errorText, ServerError, SubmitButton, TextLink } from './auth-form.tsx';
import {
  isCancelled,
  loadWebAuthn,
  passkeyErrorText,
  SIGN_IN_CANCELLED,
  signInWithPasskey,
} from './passkey.ts';
import { forgotPasswordPath } from './paths.ts';
import {
  passwordHint,
  type SignInValues,
  type SignUpValues,
  signInSchema,
  signInWithEmail,
  signUpSchema,
  signUpWithEmail,
} from './sign-in-form.ts';
import { TwoFactorStep } from './two-factor-step.tsx';

type Mode = 'sign-in' | 'sign-up';

function SignInForm({ onSuccess, onSecondStep }: { onSuccess: () => void; onSecondStep: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { secondStep } = await signInWithEmail(values);
      if (secondStep) onSecondStep();
      else onSuccess();
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
      <TextLink to={forgotPasswordPath}>Forgot password?</TextLink>
    </form>
  );
}

/**
 * 'Sign in with a passkey': the browser's prompt, then a session (no second step, ADR 051). A closed prompt says
 * so calmly; other failures show as the server's error.
 */
function PasskeySignIn({ onSuccess }: { onSuccess: () => void }) {
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ text: string; cancelled: boolean } | null>(null);
  const start = async () => {
    setNotice(null);
    setPending(true);
    try {
      await signInWithPasskey();
      onSuccess();
    } catch (error) {
      setNotice(
        isCancelled(error)
          ? { text: SIGN_IN_CANCELLED, cancelled: true }
          : { text: passkeyErrorText(error), cancelled: false },
      );
      setPending(false);
    }
  };
  return (
    <div className="mt-5 grid gap-3">
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        pending={pending}
        aria-busy={pending}
        onFocus={() => void loadWebAuthn()}
        onPointerEnter={() => void loadWebAuthn()}
        onClick={start}
      >
        {pending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <KeyRound aria-hidden="true" />
        )}
        Sign in with a passkey
      </Button>
      <div role="status">
        {notice?.cancelled ? <p className="text-sm text-muted-foreground">{notice.text}</p> : null}
      </div>
      {notice && !notice.cancelled ? <ServerError message={notice.text} /> : null}
    </div>
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
      <Field label="Password" hint={passwordHint} error={formState.errors.password}>
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
  const [secondStep, setSecondStep] = useState(false);
  const { data: providers = [] } = useQuery(providersQueryOptions);
  const goOn = () => navigateTo(returnTo);
  useDocumentTitle(mode === 'sign-in' ? 'Sign In' : 'Create Account');

  if (secondStep) {
    return (
      <AuthFrame title="Welcome to Steward" lead="One more step to keep your account yours.">
        <TwoFactorStep onSuccess={goOn} onRestart={() => setSecondStep(false)} />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Welcome to Steward" lead="Sign in or create an account to plan your day with purpose.">
      <Tabs value={mode} onValueChange={(value) => setMode(value === 'sign-up' ? 'sign-up' : 'sign-in')}>
        <TabsList aria-label="Sign in or create an account">
          <TabsTrigger value="sign-in">Sign In</TabsTrigger>
          <TabsTrigger value="sign-up">Create Account</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in" className="mt-6">
          <SignInForm onSuccess={goOn} onSecondStep={() => setSecondStep(true)} />
          <PasskeySignIn onSuccess={goOn} />
        </TabsContent>
        <TabsContent value="sign-up" className="mt-6">
          <SignUpForm onSuccess={goOn} />
        </TabsContent>
      </Tabs>

      {providers.length > 0 ? (
        <div className="mt-6">
          <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden="true">
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
    </AuthFrame>
  );
}
