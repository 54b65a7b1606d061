import { LoginForm } from '@/components/auth/login-form';

export const metadata = { title: 'Sign in · Affiliate Network' };

export default function LoginPage() {
  return (
    <main className="mx-auto mt-24 max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="mb-6 text-xl font-semibold">Sign in</h1>
      <LoginForm />
    </main>
  );
}
