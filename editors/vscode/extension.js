// hsgen's language server in VS Code: `hsgen lsp` on stdio through
// vscode-languageclient. Diagnostics, hover, completion, symbols, definitions and code
// lenses come from the server as they are. "Show VHDL" / "Show Verilog" (the code
// lenses, or the command palette for the whole function) run the server's
// workspace/executeCommand and open the text it answers as a read-only virtual document.
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

// Texts shown so far, by virtual document URI (hsgen:/NAME).
class ShownTexts {
  constructor() {
    this.texts = new Map();
    this.emitter = new vscode.EventEmitter();
    this.onDidChange = this.emitter.event;
  }
  provideTextDocumentContent(uri) {
    return this.texts.get(uri.toString()) || "";
  }
  async show(result) {
    const uri = vscode.Uri.parse("hsgen:/" + result.name);
    this.texts.set(uri.toString(), result.text);
    this.emitter.fire(uri);
    let doc = await vscode.workspace.openTextDocument(uri);
    doc = await vscode.languages.setTextDocumentLanguage(doc, result.language);
    await vscode.window.showTextDocument(doc, { preview: true, viewColumn: vscode.ViewColumn.Beside });
  }
}

function activate(context) {
  const cfg = vscode.workspace.getConfiguration("hsgen");
  const server = {
    command: cfg.get("path") || "hsgen",
    args: ["lsp", "--max-file-size", String(cfg.get("maxFileSize") || 16777216)],
    transport: TransportKind.stdio,
  };
  const shown = new ShownTexts();
  context.subscriptions.push(vscode.workspace.registerTextDocumentContentProvider("hsgen", shown));
  const options = {
    documentSelector: [{ language: "mlir" }],
    middleware: {
      // a show command from the palette has no arguments: the active file's function
      executeCommand: async (command, args, next) => {
        if (!args || args.length === 0) {
          const editor = vscode.window.activeTextEditor;
          if (!editor) return undefined;
          args = [editor.document.uri.toString()];
        }
        const result = await next(command, args);
        if (result && typeof result.text === "string") await shown.show(result);
        return result;
      },
    },
  };
  client = new LanguageClient("hsgen", "hsgen", server, options);
  client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
