/**
 * The Settings forms' schemas (ADR 047). Field rules come from core (name length, the new-password rule of
 * sign-up) so the forms refuse what the server refuses.
 */
import { z } from 'zod';
import { safeText } from '../../../core/text.ts';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, newPassword } from '../../../core/user.ts';

/** Profile name form values. */
export const nameSchema = z.object({
  name: safeText('line')
    .trim()
    .min(1, 'Enter your name.')
    .max(MAX_NAME_LENGTH, `Use at most ${MAX_NAME_LENGTH} characters.`),
});
/** Profile name form values. */
export type NameValues = z.infer<typeof nameSchema>;

/** Change-email form values. */
export const changeEmailSchema = z.object({
  newEmail: safeText('line')
    .trim()
    .min(1, 'Enter the new email address.')
    .max(MAX_EMAIL_LENGTH, 'Enter a valid email address.')
    .pipe(z.email('Enter a valid email address.')),
});
/** Change-email form values. */
export type ChangeEmailValues = z.infer<typeof changeEmailSchema>;

/** Change-password form values: the new password follows sign-up's rule and is typed twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    error: 'The passwords do not match.',
  });
/** Change-password form values. */
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
