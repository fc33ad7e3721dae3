import { act, renderHook, waitFor } from '@testing-library/react';
import { readStoredJson } from '../stored-json';
import { saveFile } from '../save-file';
import { useFetchState } from '../use-fetch-state';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; value: number };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useFetchState', () => {
  it('shows loading, then the answer; a failure becomes the state the page chose; reload loads again', async () => {
    let calls = 0;
    const answers = [Promise.resolve(1), Promise.reject(new Error('down'))];
    const { result } = renderHook(() =>
      useFetchState<State>(
        async () => ({ kind: 'loaded', value: await answers[calls++]! }),
        () => ({ kind: 'error', message: 'Failed to load.' }),
      ),
    );
    expect(result.current.state).toEqual({ kind: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'loaded', value: 1 }));
    await act(() => result.current.reload());
    expect(result.current.state).toEqual({ kind: 'error', message: 'Failed to load.' });
  });

  it('only the latest load answers: an earlier, slower answer is dropped', async () => {
    const first = deferred<number>();
    const second = deferred<number>();
    const pending = [first, second];
    let calls = 0;
    const { result } = renderHook(() =>
      useFetchState<State>(
        async () => ({ kind: 'loaded', value: await pending[calls++]!.promise }),
        () => ({ kind: 'error', message: 'x' }),
      ),
    );
    let again!: Promise<void>;
    act(() => {
      again = result.current.reload();
    });
    await act(async () => {
      second.resolve(2);
      await again;
    });
    expect(result.current.state).toEqual({ kind: 'loaded', value: 2 });
    await act(async () => first.resolve(1));
    expect(result.current.state).toEqual({ kind: 'loaded', value: 2 });
  });

  it('answers nothing after the page is left mid-request', async () => {
    const answer = deferred<number>();
    const errors = jest.spyOn(console, 'error');
    const { result, unmount } = renderHook(() =>
      useFetchState<State>(
        async () => ({ kind: 'loaded', value: await answer.promise }),
        () => ({ kind: 'error', message: 'x' }),
      ),
    );
    unmount();
    await act(async () => answer.resolve(3));
    expect(result.current.state).toEqual({ kind: 'loading' });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('readStoredJson', () => {
  afterEach(() => window.localStorage.clear());

  it('reads the stored value, and null for none or for what is not JSON', () => {
    window.localStorage.setItem('rb-test', JSON.stringify([{ a: 1 }]));
    expect(readStoredJson('rb-test')).toEqual([{ a: 1 }]);
    expect(readStoredJson('rb-none')).toBeNull();
    window.localStorage.setItem('rb-test', '{not json');
    expect(readStoredJson('rb-test')).toBeNull();
  });
});

describe('saveFile', () => {
  it('downloads the Blob under its file name through a link it removes again', () => {
    const created = jest.fn(() => 'blob:rb-test');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    saveFile(new Blob(['x']), 'letter.docx');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('letter.docx');
    expect(clicked[0]!.href).toBe('blob:rb-test');
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});
