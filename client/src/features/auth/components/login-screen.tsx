import { Link } from 'react-router-dom';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';

export function LoginScreen() {
  return (
    <AuthCard
      title="Iniciar Sesión"
      subtitle="Accede a tu cuenta para gestionar tus citas"
      footer={
        <p>
          ¿No tienes una cuenta?{' '}
          <Link to="/register" className="auth-link">
            Regístrate aquí
          </Link>
        </p>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
