import { Link } from 'react-router-dom';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';

export function RegisterScreen() {
  return (
    <AuthCard
      title="Crear Cuenta"
      subtitle="Regístrate para reservar tus citas en minutos"
      wide
      footer={
        <p>
          ¿Ya tienes una cuenta?{' '}
          <Link to="/login" className="auth-link">
            Inicia sesión aquí
          </Link>
        </p>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
