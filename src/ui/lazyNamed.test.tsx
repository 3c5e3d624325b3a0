import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazyNamed';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const load = () => Promise.resolve({ Greeting });

describe('lazyNamed', () => {
  it('draws at once, without suspending, once its code is there', async () => {
    const part = lazyNamed<'Greeting', { name: string }>(load, 'Greeting');
    await part.preload();
    expect(renderToString(<part.Lazy name="Ada" />)).toBe('<p>Hello <!-- -->Ada</p>');
  });

  it('suspends while its code is on its way', () => {
    const part = lazyNamed<'Greeting', { name: string }>(load, 'Greeting');
    expect(() => renderToString(<part.Lazy name="Ada" />)).toThrow();
  });
});
