/// The app's stylesheet, served at `/assets/app.css`: a quiet, modern look (split panes, tab
/// bar, sheets and alerts as centred dialogs over a dimmed backdrop), light and dark.
enum Stylesheet {
  static let css = """
    :root{--bg:#f5f5f7;--panel:#fff;--text:#1d1d1f;--muted:#6e6e73;--line:#d2d2d7;--accent:#0a66d8;\
    --danger:#d70015;--ok:#248a3d;--radius:10px;color-scheme:light dark;\
    font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
    @media (prefers-color-scheme:dark){:root{--bg:#1c1c1e;--panel:#2c2c2e;--text:#f5f5f7;\
    --muted:#a1a1a6;--line:#3a3a3c;--accent:#4c9bff;--danger:#ff453a;--ok:#32d74b}}
    *{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text)}
    #app{min-height:100vh}.main{padding:16px;max-width:1200px;margin:0 auto}
    .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
    p{margin:.3em 0}h2.nav-title{font-size:1.35em;margin:.2em 0 .6em}h3{font-size:.85em;\
    text-transform:uppercase;letter-spacing:.04em;color:var(--muted);margin:1em 0 .4em}
    .vstack{display:flex;flex-direction:column;gap:10px}.hstack{display:flex;align-items:center;gap:8px}
    .spacer{flex:1}hr{border:0;border-top:1px solid var(--line);width:100%}
    .font-largeTitle{font-size:2em;font-weight:700}.font-title{font-size:1.5em;font-weight:600}
    .font-headline{font-weight:600}.font-caption{font-size:.85em}.font-monospaced{font-family:ui-monospace,monospace;white-space:pre-wrap;overflow-wrap:anywhere}
    .style-error{color:var(--danger)}.style-secondary{color:var(--muted)}.style-success{color:var(--ok)}
    .style-chip{display:inline-block;padding:0 .55em;border-radius:999px;font-size:.85em;\
    background:color-mix(in srgb,var(--accent) 12%,transparent);color:var(--accent)}
    .btn,.toggle,.option,.tab,.row-select{font:inherit;color:inherit;cursor:pointer;border-radius:8px}
    .btn{display:inline-flex;align-items:center;gap:6px;padding:6px 12px;border:1px solid var(--line);\
    background:var(--panel)}.btn:hover{border-color:var(--accent)}
    .btn.style-prominent,.toolbar-item.confirmationAction .btn{background:var(--accent);color:#fff;border-color:var(--accent)}
    .btn.role-destructive{color:var(--danger)}.btn[disabled]{opacity:.45;cursor:not-allowed}
    :focus-visible{outline:3px solid var(--accent);outline-offset:2px}
    .toggle{display:inline-flex;align-items:center;gap:8px;border:0;background:none;padding:4px 0}
    .switch{width:38px;height:22px;border-radius:11px;background:var(--line);position:relative;transition:.15s}
    .switch::after{content:"";position:absolute;top:2px;left:2px;width:18px;height:18px;border-radius:50%;\
    background:#fff;transition:.15s}[aria-checked=true] .switch{background:var(--ok)}
    [aria-checked=true] .switch::after{left:18px}
    .picker{display:inline-flex;flex-wrap:wrap;row-gap:6px;max-width:100%;border:0;padding:0;margin:0;gap:0;\
    align-items:center}
    .picker legend{float:left;margin-right:8px;padding:0;color:var(--muted)}
    .option{border:1px solid var(--line);background:var(--panel);padding:4px 12px;border-radius:0;\
    white-space:nowrap}
    .option:first-of-type{border-radius:8px 0 0 8px}.option:last-of-type{border-radius:0 8px 8px 0}
    .option[aria-pressed=true]{background:var(--accent);color:#fff;border-color:var(--accent)}
    .form{display:flex;flex-direction:column;align-items:flex-start;gap:12px;max-width:640px}
    .form>.field,.form>.toggle,.form>.picker,.form>.hstack{width:100%}
    .form>.toggle{gap:0;padding:0}.form>.toggle>span:last-child,.form>.picker>legend{order:-1;    flex:none;width:11em;margin:0;text-align:left;color:inherit}
    .field{display:flex;flex-direction:column;gap:4px}.field-label{font-size:.85em;color:var(--muted)}
    .field input,.field textarea{font:inherit;padding:8px 10px;border:1px solid var(--line);\
    border-radius:8px;background:var(--panel);color:inherit}
    .field textarea{font-family:ui-monospace,monospace}
    .list{list-style:none;margin:0;padding:0;background:var(--panel);border:1px solid var(--line);\
    border-radius:var(--radius);overflow:hidden}
    .row{display:flex;align-items:center;gap:8px;border-bottom:1px solid var(--line);padding:2px 8px}
    .row:last-child{border-bottom:0}.row.selected{background:color-mix(in srgb,var(--accent) 14%,transparent)}
    .row-select{flex:1;text-align:left;border:0;background:none;padding:8px 4px;display:flex;gap:8px}
    .level-1{padding-left:1.25em}.level-2{padding-left:2.5em}.level-3{padding-left:3.75em}
    .level-4{padding-left:5em}.level-5{padding-left:6.25em}.level-6{padding-left:7.5em}
    .level-7{padding-left:8.75em}.level-8{padding-left:10em}
    .section>.btn{margin:0 6px 6px 0}
    .row-controls{display:flex;gap:6px}.row-controls .btn{padding:3px 8px;font-size:.9em}
    .split{display:grid;grid-template-columns:220px minmax(0,1fr) minmax(0,1fr);gap:16px}
    .pane{background:var(--panel);border:1px solid var(--line);border-radius:var(--radius);padding:14px;min-width:0}
    .sidebar .list{border:0}@media (max-width:800px){.split{grid-template-columns:1fr}\
    .main{padding:10px}}
    .split>.pane:only-child{grid-column:1/-1}.pane>.toolbar:first-child{margin:0 0 .6em;justify-content:flex-start}
    .tabs{display:flex;gap:4px;justify-content:center;margin-bottom:14px}
    .tab{border:0;background:none;padding:6px 14px;display:inline-flex;gap:6px}
    .tab[aria-selected=true]{background:var(--panel);box-shadow:0 1px 3px #0002;font-weight:600}
    .toolbar{display:flex;gap:8px;justify-content:flex-end;margin:-2.4em 0 .8em}
    .toolbar-item.cancellationAction{margin-right:auto}
    dialog .toolbar{margin:0 0 12px;justify-content:space-between}
    .progress{display:inline-flex;align-items:center;gap:8px;color:var(--muted)}
    .spinner{width:16px;height:16px;border:2px solid var(--line);border-top-color:var(--accent);\
    border-radius:50%;animation:spin 1s linear infinite}@keyframes spin{to{transform:rotate(360deg)}}
    .backdrop{position:fixed;inset:0;background:#0006}
    dialog{position:fixed;top:12vh;margin:0 auto;border:0;border-radius:14px;background:var(--panel);\
    color:var(--text);box-shadow:0 20px 60px #0005;padding:20px;width:min(520px,92vw)}
    dialog.alert{width:min(340px,92vw);text-align:center}dialog.alert h2{font-size:1.1em;margin:0 0 .4em}
    .alert-actions{display:flex;flex-direction:column;gap:8px;margin-top:14px}
    .alert-actions .btn{justify-content:center}
    .icon{display:inline-block;min-width:1em;text-align:center}
    .banner{position:sticky;top:0;z-index:10;display:flex;align-items:center;gap:12px;\
    padding:10px 16px;background:var(--panel);border-bottom:2px solid var(--accent)}
    .banner p{flex:1;margin:0}.banner-error{border-bottom-color:var(--danger)}
    .banner-error p{color:var(--danger)}
    a.link{color:var(--accent)}.main>a.link:last-child{display:block}\
    .main>a.link:last-child,.main>.hstack:last-child:has(>a.link){margin:36px 0 8px;font-size:.9em;gap:18px}a.link[aria-current]{font-weight:700;color:var(--text)}
    figure.diagram{margin:8px 0;overflow-x:auto}figure.diagram figcaption{font-weight:600;margin:0 0 4px}\
    .diagram svg{font:12px ui-monospace,monospace;max-width:none}.diagram .lane rect{fill:var(--panel);\
    stroke:var(--line)}.diagram .lane text{fill:var(--text)}.diagram .lane line{stroke:var(--line);\
    stroke-dasharray:3 3}.diagram .message line,.diagram .message path{stroke:var(--accent);stroke-width:1.5}\
    .diagram .head{fill:var(--accent)}.diagram .reply line,.diagram .update line{stroke-dasharray:6 4}\
    .diagram .lifecycle line{stroke-dasharray:2 3;stroke:var(--muted)}.diagram .label{fill:var(--text)}\
    .diagram .detail,.diagram .time{fill:var(--muted);font-size:10.5px}
    .diagram-messages{margin:6px 0 0;font-size:.9em}.diagram-messages summary{cursor:pointer;color:var(--accent)}
    .diagram-messages ol{margin:6px 0;padding-left:2.2em}.diagram-messages li{margin:0 0 6px}
    .diagram-messages .time{color:var(--muted);font-size:.9em}.diagram-messages pre{margin:2px 0 0}
    .source-lines{font:12.5px/1.5 ui-monospace,monospace;padding-left:4.5em;white-space:pre-wrap}
    .source-lines li{padding:0 6px}.source-lines li.marked{background:color-mix(in srgb,var(--accent) 18%,transparent)}
    .compare-steps{display:grid;grid-template-columns:repeat(auto-fill,minmax(230px,1fr));    gap:4px 18px;list-style-position:inside;padding:0}
    .compare-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(560px,1fr));gap:14px}
    @media (max-width:800px){.compare-grid{grid-template-columns:minmax(0,1fr)}}
    .compare-screen{border:1px solid var(--line);border-radius:10px;background:var(--panel);    padding:8px 12px}.compare-screen h3{margin:0 0 6px}
    .compare-flow{max-height:420px;overflow:auto;border-bottom:1px solid var(--line);margin:0 0 8px}
    .compare-frame{position:relative;min-height:300px;max-height:520px;overflow:auto;zoom:.8}
    .compare-frame dialog,.compare-frame .backdrop{position:absolute}.compare-frame dialog{top:30px}
    .chart{margin:0 0 18px}.chart figcaption{font-weight:600;margin-bottom:4px}
    .chart svg text{fill:var(--text)}
    .claims{border-collapse:collapse;max-width:960px}.claims th,.claims td{text-align:left;\
    vertical-align:top;padding:6px 10px;border-bottom:1px solid var(--line)}
    """
}
