import { lazy, Suspense, useState } from 'react';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

// Loaded when asked for, not with /login.
const RecoveryDialog = lazy(() =>
  Promise.all([import('@bodega/domain/zod-locale'), import('../components/recovery-dialog')]).then(([locale, module]) => {
    locale.installSpanishZodMessages();
    return { default: module.RecoveryDialog };
  }),
);

export default function LoginPage() {
  const [recoveryEmail, setRecoveryEmail] = useState<string | null>(null);
  return (
    <AuthLayout subtitle="Ubica tus activos!">
      <LoginForm onForgotPassword={(email) => setRecoveryEmail(email)} />
      {recoveryEmail !== null && (
        <Suspense fallback={null}>
          <RecoveryDialog open initialEmail={recoveryEmail} onClose={() => setRecoveryEmail(null)} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
