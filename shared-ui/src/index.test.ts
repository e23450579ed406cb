import { toast as hotToast } from 'react-hot-toast';
import { loadToastLibrary } from './toast/toast';
import * as ui from './index';
import * as dates from './dates';
import * as widgets from './widgets';

describe('shared-ui public API', () => {
  it('toast reaches the one react-hot-toast store', async () => {
    const success = jest.spyOn(hotToast, 'success');
    const id = ui.toast.success('Salvo!');
    await loadToastLibrary();
    expect(success).toHaveBeenCalledWith('Salvo!', { id });
    success.mockRestore();
  });

  it('exports every component, the theme and the formatters', () => {
    const expected = [
      'theme',
      'GlobalStyle',
      'UiProvider',
      'Button',
      'LinkButton',
      'Card',
      'Badge',
      'Spinner',
      'VisuallyHidden',
      'AppToaster',
      'TOAST_LIMIT',
      'TOAST_DURATIONS',
      'formatBRL',
    ];
    for (const name of expected) expect(ui).toHaveProperty(name);
  });

  it('keeps the date formatters in shared-ui/dates', () => {
    for (const name of [
      'formatDateBR',
      'formatDateTimeLong',
      'formatWeekdayDayMonth',
      'formatMonthYear',
      'parseISODate',
      'formatTime',
    ]) {
      expect(dates).toHaveProperty(name);
      expect(ui).not.toHaveProperty(name);
    }
  });

  it('keeps form controls, dialog, tabs, table and the sidebar layout in shared-ui/widgets', () => {
    for (const name of [
      'EmptyState',
      'ErrorState',
      'Input',
      'PasswordInput',
      'Select',
      'Checkbox',
      'Switch',
      'SegmentedControl',
      'Dialog',
      'Tabs',
      'Table',
      'SidebarLayout',
      'PageHeader',
      'Textarea',
      'downloadTextFile',
      'BookingPageCard',
    ]) {
      expect(widgets).toHaveProperty(name);
      expect(ui).not.toHaveProperty(name);
    }
  });

  it('does not export test helpers', () => {
    expect(ui).not.toHaveProperty('renderWithTheme');
  });
});
