import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { deleteAccountSchema } from '@common/validation/account';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useDeleteMyAccount } from '../api/use-delete-my-account';
import { useExportMyData } from '../api/use-export-my-data';
import { useLogoutAll } from '../api/use-logout-all';

/** Mi Perfil: the client's data rights (copy, erasure) and ending every session. */
export function AccountPrivacy() {
  const { exportData, exporting } = useExportMyData();
  const logoutAll = useLogoutAll();
  const deleteAccount = useDeleteMyAccount();
  const [deleting, setDeleting] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const closeDialog = () => {
    setDeleting(false);
    setPassword('');
    setError(undefined);
  };

  const onDelete = async (event: FormEvent) => {
    event.preventDefault();
    try {
      deleteAccountSchema.validateSync({ password });
    } catch (invalid) {
      return setError((invalid as Error).message);
    }
    setBusy(true);
    const failure = await deleteAccount(password);
    setBusy(false);
    if (failure) setError(failure);
  };

  return (
    <section className="card profile-privacy" aria-labelledby="profile-privacy-title">
      <h2 id="profile-privacy-title" className="profile-privacy__title">
        Privacidad y sesiones
      </h2>
      <p className="profile-privacy__text">
        Puedes descargar una copia de tus datos o eliminar tu cuenta cuando quieras. Más información en la{' '}
        <Link to="/privacidad">política de privacidad</Link>.
      </p>
      <div className="profile-privacy__actions">
        <Button variant="secondary" onClick={() => void exportData()} disabled={exporting} icon="history">
          {exporting ? 'Preparando...' : 'Descargar mis datos'}
        </Button>
        <Button variant="secondary" onClick={() => void logoutAll()} icon="logout">
          Cerrar sesión en todos los dispositivos
        </Button>
        <Button variant="secondary" className="btn--danger" onClick={() => setDeleting(true)} icon="trash">
          Eliminar mi cuenta
        </Button>
      </div>

      <Modal
        open={deleting}
        onClose={closeDialog}
        title="Eliminar mi cuenta"
        description="Se eliminarán tu cuenta y tus citas pendientes y confirmadas. Las citas completadas quedan en las cuentas de la barbería sin tus datos. Esta acción no se puede deshacer."
        size="sm"
      >
        <form className="profile-privacy__form" onSubmit={(event) => void onDelete(event)} noValidate>
          <TextField
            label="Contraseña"
            type="password"
            autoComplete="current-password"
            value={password}
            error={error}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="profile-privacy__form-actions">
            <Button variant="secondary" onClick={closeDialog}>
              Cancelar
            </Button>
            <Button type="submit" className="btn--danger" disabled={busy}>
              {busy ? 'Eliminando...' : 'Eliminar mi cuenta'}
            </Button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
