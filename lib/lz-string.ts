/**
 * `compressToBase64` of lz-string (MIT, Pieroxy), the encoding CodeSandbox's
 * define API expects in its `parameters` field (its own `getParameters`
 * helper is lz-string's `compressToBase64` made URL-safe). Written out here
 * because the package is not a dependency of the site; the unit test checks
 * it against an independent decompressor.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';

/** LZ-based compression of `input` into 6-bit characters of the base64 alphabet (lz-string's `_compress`). */
function compress(input: string): string {
  const dictionary = new Map<string, number>();
  const toCreate = new Set<string>();
  let w = '';
  let enlargeIn = 2;
  let dictSize = 3;
  let numBits = 2;
  const out: string[] = [];
  let val = 0;
  let position = 0;

  const writeBits = (count: number, value: number) => {
    for (let i = 0; i < count; i++) {
      val = (val << 1) | (value & 1);
      if (position === 5) {
        position = 0;
        out.push(BASE64.charAt(val));
        val = 0;
      } else {
        position++;
      }
      value >>= 1;
    }
  };
  const decrement = () => {
    enlargeIn--;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  };
  const emit = (word: string) => {
    if (toCreate.has(word)) {
      const code = word.charCodeAt(0);
      if (code < 256) {
        writeBits(numBits, 0);
        writeBits(8, code);
      } else {
        writeBits(numBits, 1);
        writeBits(16, code);
      }
      decrement();
      toCreate.delete(word);
    } else {
      writeBits(numBits, dictionary.get(word)!);
    }
    decrement();
  };

  for (const c of input.split('')) {
    if (!dictionary.has(c)) {
      dictionary.set(c, dictSize++);
      toCreate.add(c);
    }
    const wc = w + c;
    if (dictionary.has(wc)) {
      w = wc;
    } else {
      emit(w);
      dictionary.set(wc, dictSize++);
      w = c;
    }
  }
  if (w !== '') emit(w);
  writeBits(numBits, 2);
  // Flush the last character.
  for (;;) {
    val <<= 1;
    if (position === 5) {
      out.push(BASE64.charAt(val));
      break;
    }
    position++;
  }
  return out.join('');
}

/** lz-string's `compressToBase64`. */
export function compressToBase64(input: string): string {
  const res = compress(input);
  return res + '='.repeat((4 - (res.length % 4)) % 4);
}

/** What CodeSandbox's define API takes as `parameters`: lz-string base64 with `+/` as `-_` and no padding. */
export function codesandboxParameters(json: string): string {
  return compressToBase64(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
