import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { Region } from '../../../src/api/structs';
import { deleteRegionQuestion, REMOVE_ALL_REGIONS_QUESTION } from '../../../src/domain/confirmations';
import { NO_REGIONS } from '../../../src/domain/messages';
import { useSubmission } from '../../../src/forms/useSubmission';
import { addRegion, editRegion, removeAllRegions, removeRegion } from '../../../src/stores/regionEdits';
import { $regions, loadRegions } from '../../../src/stores/regions';
import { Alert } from '../../../src/ui/Alert';
import { Button } from '../../../src/ui/Button';
import { Card } from '../../../src/ui/Card';
import { useConfirm } from '../../../src/ui/ConfirmDialog';
import { Dialog } from '../../../src/ui/Dialog';
import { TextField } from '../../../src/ui/TextField';
import { VisuallyHidden } from '../../../src/ui/VisuallyHidden';
import * as admin from '../Admin.css';
import * as text from '../texts';
import * as css from './SiteConfig.css';
import { useOptions } from '../../../src/element/context';

/** The regions account holders and students choose from: listed, added, edited, deleted one by one or all at once. */
export function Regions() {
  const options = useOptions();
  const regions = useStore($regions);
  const [editing, setEditing] = useState<Region | 'new' | null>(null);
  const [dialog, confirm] = useConfirm();
  const [error, setError] = useState('');

  useEffect(() => void loadRegions(options), []);

  async function remove(region: Region) {
    setError('');
    if (!(await confirm({ message: deleteRegionQuestion(region.name), confirmLabel: text.DELETE, danger: true })))
      return;
    const answer = await removeRegion(region.region_id, options);
    if (!answer.ok) setError(answer.message);
  }

  async function removeAll() {
    setError('');
    if (!(await confirm({ message: REMOVE_ALL_REGIONS_QUESTION, confirmLabel: text.DELETE_ALL, danger: true }))) return;
    const answer = await removeAllRegions(options);
    if (!answer.ok) setError(answer.message);
  }

  return (
    <Card
      title={text.REGIONS}
      part="regions"
      actions={
        <>
          <Button variant="secondary" onClick={() => setEditing('new')}>
            {text.ADD_REGION}
          </Button>
          {regions && regions.length > 0 && (
            <Button variant="danger" onClick={() => void removeAll()}>
              {text.DELETE_ALL}
            </Button>
          )}
        </>
      }
    >
      {regions === null ? (
        <p role="status">{text.LOADING}</p>
      ) : regions.length === 0 ? (
        <p part="regions-empty">{NO_REGIONS}</p>
      ) : (
        <table className={css.table} part="region-table">
          <thead>
            <tr>
              <th scope="col">{text.REGION_NAME}</th>
              <th scope="col">{text.REGION_CODE}</th>
              <th scope="col">
                <VisuallyHidden>{text.EDIT}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {regions.map((region) => (
              <tr key={region.region_id} part="region">
                <td>{region.name}</td>
                <td>{region.code}</td>
                <td className={css.actionsCell}>
                  <Button variant="text" onClick={() => setEditing(region)}>
                    {text.EDIT}
                    <VisuallyHidden>{` ${region.name}`}</VisuallyHidden>
                  </Button>
                  <Button variant="text" onClick={() => void remove(region)}>
                    {text.DELETE}
                    <VisuallyHidden>{` ${region.name}`}</VisuallyHidden>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {error && <Alert tone="danger">{error}</Alert>}
      {editing && <RegionDialog region={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {dialog}
    </Card>
  );
}

/** Adds a region (name and code) or edits one. */
function RegionDialog({ region, onClose }: { region: Region | null; onClose: () => void }) {
  const options = useOptions();
  const [name, setName] = useState(region?.name ?? '');
  const [code, setCode] = useState(region?.code ?? '');
  const save = useSubmission(async () => {
    const answer = region
      ? await editRegion({ region_id: region.region_id, name, code }, options)
      : await addRegion({ name, code }, options);
    if (answer.ok) onClose();
    return answer;
  });
  const formId = `region-form-${region?.region_id ?? 'new'}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.submit();
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={region ? text.EDIT_REGION : text.ADD_REGION}
      closeLabel={text.CANCEL}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.busy}>
            {text.CANCEL}
          </Button>
          <Button type="submit" form={formId} busy={save.busy}>
            {text.SAVE}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={admin.stack}
        onSubmit={submit}
        noValidate
        aria-label={region ? text.EDIT_REGION : text.ADD_REGION}
      >
        <TextField
          label={text.REGION_NAME}
          value={name}
          required
          maxLength={255}
          error={save.error('name')}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextField
          label={text.REGION_CODE}
          value={code}
          required
          maxLength={10}
          error={save.error('code')}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        {save.message && !Object.keys(save.errors).length && <Alert tone="danger">{save.message}</Alert>}
      </form>
    </Dialog>
  );
}
