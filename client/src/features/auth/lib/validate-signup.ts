export interface SignupValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

export const minPasswordLength = 6;

export const signupMessages = {
  name: 'Please enter your name',
  email: 'Email must be valid',
  password: 'Password must be at least 6 characters long',
  confirmPassword: 'Password must be same as confirm password',
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sign-up rules of SPEC section 5; an empty result means the form may be sent. */
export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  if (values.name.trim() === '') errors.name = signupMessages.name;
  if (!emailPattern.test(values.email.trim())) errors.email = signupMessages.email;
  if (values.password.length < minPasswordLength) errors.password = signupMessages.password;
  if (values.password !== values.confirmPassword) {
    errors.confirmPassword = signupMessages.confirmPassword;
  }
  return errors;
}
