/**
 * The settings drawer: colour mode, direction and density. The buttons only
 * carry data attributes; client/shell.ts stores the choice and applies it to
 * <html>, and the head script applies it again before the next first paint.
 */
import { Icon } from './icons';
import { useDocsConfig } from './DocsProvider';

function Group({ label, setting, options }: { label: string; setting: string; options: [string, string][] }) {
  return (
    <>
      <h3 id={`settings-${setting}`}>{label}</h3>
      <div className="segmented" role="group" aria-labelledby={`settings-${setting}`}>
        {options.map(([value, text]) => (
          <button key={value} type="button" data-setting={setting} data-value={value} aria-pressed="false">
            {text}
          </button>
        ))}
      </div>
    </>
  );
}

/** The drawer, hidden until opened. */
export function SettingsPanel() {
  const { t } = useDocsConfig();
  return (
    <div className="settings" id="settings-panel" role="dialog" aria-modal="true" aria-labelledby="settings-title">
      <div className="settings-head">
        <h2 id="settings-title">{t('settings.title')}</h2>
        <button type="button" className="icon-btn" data-settings-close aria-label={t('settings.close')}>
          <Icon name="close" />
        </button>
      </div>
      <Group
        label={t('settings.mode')}
        setting="mode"
        options={[
          ['light', t('settings.light')],
          ['system', t('settings.system')],
          ['dark', t('settings.dark')],
        ]}
      />
      <Group
        label={t('settings.direction')}
        setting="direction"
        options={[
          ['ltr', t('settings.ltr')],
          ['rtl', t('settings.rtl')],
        ]}
      />
      <Group
        label={t('settings.density')}
        setting="dense"
        options={[
          ['false', t('settings.comfortable')],
          ['true', t('settings.dense')],
        ]}
      />
    </div>
  );
}
