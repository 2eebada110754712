// Step snippets in this project's style: typed TypeScript against ShopperWorld, async, pending until written.
/** TypeScript types for cucumber's built-in parameter types; our own ({email}, {place}, …) are strings. */
const TYPES = { int: 'number', float: 'number', bigdecimal: 'number', double: 'number', biginteger: 'bigint' };

export default class ShopperSnippetSyntax {
  build({ comment, generatedExpressions, functionName, stepParameterNames }) {
    const choices = generatedExpressions.map((expression, index) => {
      const parameters = expression.parameterNames.map(
        (name, at) => `${name}: ${TYPES[expression.parameterTypes[at]?.name] ?? 'string'}`,
      );
      const extra = stepParameterNames.map((name) => `${name}: ${name === 'dataTable' ? 'DataTable' : 'string'}`);
      const source = expression.source.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
      const head = `${functionName}('${source}', async function (${['this: ShopperWorld', ...parameters, ...extra].join(', ')}) {`;
      return index === 0 ? head : `// ${head}`;
    });
    return [
      ...choices,
      `  // ${comment}`,
      "  // Reach the page through this.driver, finding what a shopper finds: role('button', 'Add to Basket'),",
      "  // label('E-mail'); shared targets are in steps/targets.ts. Wait for what you read with expect.poll.",
      "  return 'pending';",
      '});',
    ].join('\n');
  }
}
