import { useEffect, useState } from 'react';
import { listIcons, uploadIcon } from '../../../src/api/admin';
import { send } from '../../../src/client/request';
import { NO_ICONS } from '../../../src/domain/messages';
import { imageUrl, platformOrigins } from '../../../src/client/imageUrl';
import { Dialog } from '../../../src/ui/Dialog';
import * as admin from '../Admin.css';
import { FileField } from '../FileField';
import * as text from '../texts';
import * as css from './Customize.css';
import { useOptions } from '../../../src/element/context';

export interface IconPickerProps {
  open: boolean;
  /** The line's image now, marked as chosen. */
  current?: string;
  onPick: (url: string) => void;
  onClose: () => void;
}

/**
 * Chooses a sidebar line's image among the uploaded icons (`GET /resources/icons`), or uploads a
 * new one (`POST /resources/icons`), which is then listed and may be chosen.
 */
export function IconPicker({ open, current, onPick, onClose }: IconPickerProps) {
  const options = useOptions();
  const [icons, setIcons] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (!open) return;
    setError(undefined);
    setStatus('');
    void send(listIcons, {}, options).then((answer) => setIcons(answer.ok ? answer.data : []));
  }, [open]);

  async function upload(file: File) {
    setBusy(true);
    setError(undefined);
    const answer = await send(uploadIcon, { icon: file }, options);
    setBusy(false);
    if (answer.ok) {
      setIcons([...(icons ?? []), answer.data.icon]);
      setStatus(text.logoUploaded(file.name));
    } else setError(answer.errors.icon?.[0] ?? answer.message);
  }

  return (
    <Dialog open={open} onClose={onClose} title={text.ICONS_TITLE} closeLabel={text.CLOSE}>
      <div className={admin.stack} part="icon-picker">
        {icons === null ? (
          <p role="status">{text.LOADING}</p>
        ) : icons.length === 0 ? (
          <p part="icons-empty">{NO_ICONS}</p>
        ) : (
          <ul className={css.icons} part="icons">
            {icons.map((url, index) => {
              const src = imageUrl(url, platformOrigins(options));
              return (
                <li key={url}>
                  <button
                    type="button"
                    className={css.icon}
                    aria-pressed={url === current}
                    onClick={() => onPick(url)}
                    part="icon"
                  >
                    {src && <img src={src} alt={text.iconName(index)} />}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <FileField
          label={text.UPLOAD_ICON}
          hint={text.ICON_HINT}
          error={error}
          disabled={busy}
          onFile={(file) => void upload(file)}
        />
        <p role="status" className={css.status}>
          {status}
        </p>
      </div>
    </Dialog>
  );
}
