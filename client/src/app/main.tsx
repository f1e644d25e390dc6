import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/tokens.css';
import '@/styles/tones.css';
import '@/styles/base.css';
// Layout primitives first, so that the surfaces and boxes below can change their gaps.
import '@/styles/lists.css';
import '@/styles/layout.css';
import '@/styles/surfaces.css';
import '@/styles/icon-boxes.css';
import '@/styles/input-box.css';
import '@/styles/pill.css';
import { UpdateBanner } from '@/features/app-update/components/update-banner';
import { registerServiceWorkerAfterLoad } from '@/features/app-update/schedule-registration';
import { ShopTimeZoneGate } from '@/features/shop-time-zone/components/shop-time-zone-gate';
import { AppProvider } from './provider';
import { AppRouter } from './router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <ShopTimeZoneGate>
        <AppRouter />
      </ShopTimeZoneGate>
      <UpdateBanner />
    </AppProvider>
  </StrictMode>,
);

registerServiceWorkerAfterLoad();
