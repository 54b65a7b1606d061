import { LoginForm } from '@/components/shared/auth/login-form';

export const metadata = { title: 'Sign in · Affiliate Network' };

export default function LoginPage() {
  return (
    <main className="mx-auto mt-24 max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-xl font-semibold">Sign in</h1>
      <p className="mt-1 mb-6 text-sm text-slate-500">
        The network console, for network staff, brand users and partners.
      </p>
      <LoginForm />
    </main>
  );
}
