import { useState } from 'react';
import { useConfirm, type ConfirmOptions } from './confirm-dialog';

type Deletable = { id: string };

/**
 * Delete after a yes to 'Eliminar' in a danger dialog; `deletingId` marks the row while the
 * request is out. `onDelete` answers whether it went ahead.
 */
export function useConfirmedDelete<T extends Deletable>(
  remove: (variables: Deletable) => Promise<unknown>,
  question: (target: T) => Omit<ConfirmOptions, 'confirmLabel' | 'tone'>,
) {
  const confirm = useConfirm();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const onDelete = async (target: T) => {
    const ok = await confirm({ ...question(target), confirmLabel: 'Eliminar', tone: 'danger' });
    if (!ok) return false;
    setDeletingId(target.id);
    await remove({ id: target.id });
    setDeletingId(null);
    return true;
  };

  return { deletingId, onDelete };
}
