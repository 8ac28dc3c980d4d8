import { describe, expect, it } from 'vitest';
import { DOC, DOCX, JPG, PDF, PNG, zipOf } from '../testing/checks';
import { fileTypeOf } from './file-type';

describe('fileTypeOf: the type by content (issue 13: doc and docx, AGT-20)', () => {
  it('knows JPEG, PNG, PDF, Word 97–2003 and Word 2007+ by their bytes', () => {
    expect(fileTypeOf(JPG)).toBe('jpg');
    expect(fileTypeOf(PNG)).toBe('png');
    expect(fileTypeOf(PDF)).toBe('pdf');
    expect(fileTypeOf(DOC)).toBe('doc');
    expect(fileTypeOf(DOCX)).toBe('docx');
  });

  it('refuses other OLE and ZIP containers (an Excel sheet, a plain archive) and anything malformed', () => {
    const xls = Buffer.concat([DOC.subarray(0, 8), Buffer.alloc(504), Buffer.from('Workbook', 'utf16le'), Buffer.alloc(512)]);
    expect(fileTypeOf(xls)).toBeNull();
    expect(fileTypeOf(zipOf(['[Content_Types].xml', 'xl/workbook.xml']))).toBeNull();
    expect(fileTypeOf(zipOf(['notes.txt', 'docs/word/readme.txt']))).toBeNull();
    // The name "word/" inside a file's content, not in the directory, does not make a docx.
    expect(fileTypeOf(Buffer.concat([zipOf(['a.txt']).subarray(0, 30), Buffer.from('word/document.xml')]))).toBeNull();
    // A truncated docx (no central directory) is not a docx.
    expect(fileTypeOf(DOCX.subarray(0, DOCX.length - 30))).toBeNull();
    // Word's magic bytes without the WordDocument stream, or too short.
    expect(fileTypeOf(DOC.subarray(0, 100))).toBeNull();
    expect(fileTypeOf(Buffer.from('just text, called report.docx'))).toBeNull();
    expect(fileTypeOf(Buffer.alloc(0))).toBeNull();
  });
});
