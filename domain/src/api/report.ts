import Type from 'typebox';

/**
 * A pdfmake document definition (spec 7: match-report, player-list-report). The web app adds
 * its logo and renders it with pdfmake in the browser. Every top-level field the server
 * sends is declared here, because the serializer drops undeclared ones; the nodes inside
 * `content` and `styles` are pdfmake's own and pass through as they are.
 */
export const ReportDocument = Type.Object(
  {
    info: Type.Object({ title: Type.String(), subject: Type.String() }),
    pageSize: Type.String({ description: "A pdfmake page size, e.g. 'A4'." }),
    pageOrientation: Type.Union([Type.Literal('portrait'), Type.Literal('landscape')]),
    pageMargins: Type.Array(Type.Number(), { description: '[left, top, right, bottom] in points.' }),
    defaultStyle: Type.Unknown({ description: 'The pdfmake style every node starts from.' }),
    styles: Type.Unknown({ description: 'Named pdfmake styles used by the content.' }),
    content: Type.Array(Type.Unknown(), { description: 'The pdfmake content nodes, top to bottom.' }),
  },
  { additionalProperties: true },
);
export type ReportDocument = Type.Static<typeof ReportDocument>;
