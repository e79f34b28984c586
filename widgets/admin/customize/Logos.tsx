import { useState } from 'react';
import { deleteLogo, LOGO_NAMES, uploadLogo, type LogoName } from '../../../src/api/admin';
import type { ConfigKey } from '../../../src/api/structs';
import { send } from '../../../src/client/request';
import { imageUrl, platformOrigins } from '../../../src/client/imageUrl';
import { loadApp } from '../../../src/stores/app';
import { Button } from '../../../src/ui/Button';
import { Card } from '../../../src/ui/Card';
import * as admin from '../Admin.css';
import { FileField } from '../FileField';
import * as text from '../texts';
import * as css from './Customize.css';
import { useOptions } from '../../../src/element/context';

export interface LogosProps {
  configKey: ConfigKey;
  logos: Record<string, string>;
  onChange: (logos: Record<string, string>) => void;
}

/** The page's logos: the main logo, and for the standard page the navigation bar logo (the student page has none). */
export function Logos({ configKey, logos, onChange }: LogosProps) {
  const names = LOGO_NAMES.filter((name) => name.startsWith(`${configKey}_`));
  return (
    <Card title={text.LOGOS} part="logos">
      <div className={admin.stack}>
        {names.map((name) => (
          <LogoSlot key={name} name={name} url={logos[name]} onChange={(url) => onChange(without(logos, name, url))} />
        ))}
      </div>
    </Card>
  );
}

function without(logos: Record<string, string>, name: string, url: string | null): Record<string, string> {
  const next = { ...logos };
  if (url) next[name] = url;
  else delete next[name];
  return next;
}

function LogoSlot({ name, url, onChange }: { name: LogoName; url?: string; onChange: (url: string | null) => void }) {
  const options = useOptions();
  const label = text.LOGO_NAMES[name];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState('');
  const src = imageUrl(url, platformOrigins(options));

  async function upload(file: File) {
    setBusy(true);
    setError(undefined);
    setStatus('');
    const answer = await send(uploadLogo, { name, logo: file }, options);
    setBusy(false);
    if (answer.ok) {
      onChange(answer.data.url);
      setStatus(text.logoUploaded(label));
      void loadApp(true, options);
    } else {
      setError(answer.errors.logo?.[0] ?? answer.errors.name?.[0] ?? answer.message);
    }
  }

  async function remove() {
    setBusy(true);
    setError(undefined);
    setStatus('');
    const answer = await send(deleteLogo, { name }, options);
    setBusy(false);
    if (answer.ok || answer.status === 404) {
      onChange(null);
      setStatus(text.logoDeleted(label));
      void loadApp(true, options);
    } else setError(answer.message);
  }

  return (
    <div className={css.logo} part="logo-slot" data-logo={name}>
      <h3>{label}</h3>
      <div className={css.logoBox}>
        {src ? (
          <img className={css.logoImage} src={src} alt={label} part="logo-image" />
        ) : (
          <p className={admin.muted}>{text.NO_LOGO}</p>
        )}
      </div>
      <div className={admin.row}>
        <FileField
          label={src ? `${text.REPLACE}: ${label}` : `${text.UPLOAD}: ${label}`}
          hint={text.LOGO_HINT}
          error={error}
          disabled={busy}
          onFile={(file) => void upload(file)}
        />
        {src && (
          <Button
            variant="secondary"
            busy={busy}
            onClick={() => void remove()}
            aria-label={`${text.DELETE} ${label.toLowerCase()}`}
          >
            {text.DELETE}
          </Button>
        )}
      </div>
      <p role="status" className={css.status}>
        {status}
      </p>
    </div>
  );
}
