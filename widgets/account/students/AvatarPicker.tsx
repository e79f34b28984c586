import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { AVATAR_COLORS, pickerColor, type Avatar as AvatarValue } from '../../../src/domain/avatar';
import { $avatars, loadAvatars } from '../../../src/stores/avatars';
import { Avatar } from '../../../src/ui/Avatar';
import { Button } from '../../../src/ui/Button';
import { Dialog } from '../../../src/ui/Dialog';
import { avatarIconUrl } from './StudentAvatar';
import * as css from './Students.css';
import * as text from './texts';
import { useOptions } from '../../../src/element/context';

/**
 * The avatar picker: a full-screen view over the student form. Colours and icons are native
 * radio groups, so Tab moves between the groups and the arrow keys choose; Done keeps the
 * choice, Cancel or Escape leaves it as it was. The avatar list file is fetched the first time
 * the picker opens, never before.
 */
export function AvatarPicker({
  value,
  onDone,
  onCancel,
}: {
  value: AvatarValue;
  onDone: (avatar: AvatarValue) => void;
  onCancel: () => void;
}) {
  const icons = useStore($avatars);
  const options = useOptions();
  const [loading, setLoading] = useState(icons === null);
  const [color, setColor] = useState(() => pickerColor(value));
  const [icon, setIcon] = useState<string | null>(value.icon);

  useEffect(() => {
    if ($avatars.get() === null) void loadAvatars(options).finally(() => setLoading(false));
  }, []);

  const iconChoices: (string | null)[] = [null, ...(icons ?? [])];

  return (
    <Dialog
      open
      onClose={onCancel}
      title={text.PICK_TITLE}
      className={css.fullScreen}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {text.CANCEL}
          </Button>
          <Button onClick={() => onDone({ icon, color })}>{text.DONE}</Button>
        </>
      }
    >
      <div className={css.picker} part="avatar-picker">
        <div className={css.preview}>
          <Avatar alt="" icon={icon ? avatarIconUrl(icon, options) : undefined} color={color} size={120} />
        </div>
        <fieldset className={css.swatches}>
          <legend className={css.legend}>{text.COLOUR}</legend>
          {AVATAR_COLORS.map((c) => (
            <label key={c.hex} className={css.option}>
              <input
                className={css.radio}
                type="radio"
                name="avatar-colour"
                value={c.hex}
                checked={color === c.hex}
                data-autofocus={color === c.hex || undefined}
                onChange={() => setColor(c.hex)}
              />
              <span className={css.swatch} style={{ background: c.hex }} aria-hidden="true" />
              <span>{text.COLOUR_NAMES[c.name]}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className={css.icons} aria-busy={loading || undefined}>
          <legend className={css.legend}>{text.ICON}</legend>
          {loading ? (
            <p role="status">{text.LOADING}</p>
          ) : (
            iconChoices.map((choice) => (
              <label key={choice ?? ''} className={css.option}>
                <input
                  className={css.radio}
                  type="radio"
                  name="avatar-icon"
                  value={choice ?? ''}
                  checked={icon === choice}
                  onChange={() => setIcon(choice)}
                />
                <Avatar alt="" icon={choice ? avatarIconUrl(choice, options) : undefined} color={color} size={56} />
                <span>{choice ? text.iconName(choice) : text.NO_ICON}</span>
              </label>
            ))
          )}
          {!loading && icons?.length === 0 && <p>{text.NO_AVATARS}</p>}
        </fieldset>
      </div>
    </Dialog>
  );
}
