import { useState } from 'react';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { RecoveryDialog } from '../components/recovery-dialog';

export default function LoginPage() {
  const [recoveryEmail, setRecoveryEmail] = useState<string | null>(null);
  return (
    <AuthLayout subtitle="Ubica tus activos!">
      <LoginForm onForgotPassword={(email) => setRecoveryEmail(email)} />
      <RecoveryDialog open={recoveryEmail !== null} initialEmail={recoveryEmail ?? ''} onClose={() => setRecoveryEmail(null)} />
    </AuthLayout>
  );
}
