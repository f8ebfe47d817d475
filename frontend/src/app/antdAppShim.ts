// What `import { App } from 'antd'` resolves to in the browser build (scripts/deep-imports.mjs):
// only `App.useApp`, because our own provider (AppMessages.tsx) replaces antd's <App>. Mapping
// it to antd's real module would pull Modal and rc-field-form back into every area chunk that
// calls `App.useApp()`. Rendering <App> is a mistake here, so it says so.
import useApp from 'antd/es/app/useApp';

function App(): never {
  throw new Error("antd's <App> is replaced by src/app/AppMessages.tsx; only App.useApp() is available");
}
App.useApp = useApp;

export default App;
