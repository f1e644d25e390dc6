export type Banner = { tone: 'success' | 'error'; text: string } | null;

/** The message a settings card shows after saving: announced politely on success, at once on error. */
export function ConfigBanner({ banner }: { banner: Banner }) {
  if (!banner) return null;
  return (
    <div className={`config-banner config-banner--${banner.tone}`} role={banner.tone === 'error' ? 'alert' : 'status'}>
      {banner.text}
    </div>
  );
}
