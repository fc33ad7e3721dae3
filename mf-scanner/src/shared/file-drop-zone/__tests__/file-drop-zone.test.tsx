import type { ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@resumebeat/shared-ui';
import { FileDropZone } from '../file-drop-zone';

const renderWithUi = (ui: ReactElement) => render(<UiProvider>{ui}</UiProvider>);
const file = (name: string, type = 'text/plain') => new File(['Jane Smith'], name, { type });

/** A DataTransfer as jsdom lacks one: what drop and paste handlers read. */
const transfer = (...files: File[]) => ({
  files,
  items: files.map((item) => ({ kind: 'file', type: item.type, getAsFile: () => item })),
  types: ['Files'],
});

function renderZone(props: Partial<Parameters<typeof FileDropZone>[0]> = {}) {
  const onFiles = jest.fn<void, [File[]]>();
  renderWithUi(
    <>
      <label htmlFor="resume-file">Resume file</label>
      <FileDropZone id="resume-file" accept=".pdf,.docx,.txt" onFiles={onFiles} {...props} />
      <textarea aria-label="Notes" />
    </>,
  );
  return { onFiles, zone: screen.getByTestId('resume-file-drop-zone') };
}

describe('the file drop zone', () => {
  it('is a label of a real file input: named by the page’s label, reached by Tab, with the accepted types', async () => {
    renderZone();
    const input = screen.getByLabelText('Resume file');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.docx,.txt');
    expect(input).not.toHaveAttribute('multiple');
    await userEvent.tab();
    expect(input).toHaveFocus();
    expect(screen.getByTestId('resume-file-drop-zone').tagName).toBe('LABEL');
  });

  it('takes a chosen file, and one dropped file (the first of several) unless `multiple`', async () => {
    const { onFiles, zone } = renderZone();
    await userEvent.upload(screen.getByLabelText('Resume file'), file('a.txt'));
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'a.txt' })]);
    fireEvent.dragOver(zone, { dataTransfer: transfer(file('b.txt')) });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: transfer(file('b.txt'), file('c.txt')) });
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.txt' })]);
  });

  it('with `multiple`, takes every file chosen or dropped', async () => {
    const { onFiles, zone } = renderZone({ multiple: true });
    expect(screen.getByLabelText('Resume file')).toHaveAttribute('multiple');
    fireEvent.drop(zone, { dataTransfer: transfer(file('b.txt'), file('c.txt')) });
    expect(onFiles.mock.calls[0]![0].map((item) => item.name)).toEqual(['b.txt', 'c.txt']);
  });

  it('takes a file pasted on the page, but not a paste into a text field, nor a paste of text', () => {
    const { onFiles } = renderZone();
    const paste = (target: Element, files: File[]) => fireEvent.paste(target, { clipboardData: { files } });
    paste(screen.getByLabelText('Notes'), [file('into-field.txt')]);
    paste(document.body, []);
    expect(onFiles).not.toHaveBeenCalled();
    paste(document.body, [file('pasted.txt')]);
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'pasted.txt' })]);
  });

  it('while disabled, takes nothing', () => {
    const { onFiles, zone } = renderZone({ disabled: true });
    fireEvent.drop(zone, { dataTransfer: transfer(file('b.txt')) });
    fireEvent.paste(document.body, { clipboardData: { files: [file('pasted.txt')] } });
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Resume file')).toBeDisabled();
  });
});
