import type { ReactNode } from 'react';
import { ConfirmProvider } from '@/components/ui/confirm-dialog';
import { Toaster } from '@/components/ui/toaster';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <ConfirmProvider>{children}</ConfirmProvider>
      <Toaster />
    </>
  );
}
