#!/usr/bin/env node
// A minimal OpenAI-compatible chat-completions server on a real llama.cpp runtime
// (node-llama-cpp and its prebuilt CPU binaries), for the LLM reviewer's tests and benchmarks.
//
//   node integrations/llama/server.mjs --model FILE [--host 127.0.0.1] [--port 0] [--parallel N]
//        [--ctx-size N] [--api-key KEY] [--threads N] [--alias NAME]
//
// Loopback only. The first line on stdout is exactly `listening on HOST:PORT`; everything else
// (llama.cpp's log, one line per request) goes to stderr. SIGTERM/SIGINT: stop accepting, let
// the requests in flight finish (queued ones get 503), exit 0.
//
// Endpoints: POST /v1/chat/completions (non-streaming), GET /v1/models, GET /health.
// See README.md beside this file.

import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";

// Only our own `listening on` line goes to stdout: the library's console.info/log go to stderr.
console.log = console.info = console.debug = (...args) => console.error(...args);

const {getLlama, LlamaLogLevel, LlamaGrammarEvaluationState} = await import("node-llama-cpp");
const {Template} = await import("@huggingface/jinja");

const MAX_BODY_BYTES = 8 * 1024 * 1024;
const STOP_GRACE_MS = 30_000;

// ---------------------------------------------------------------------------------------------
// Command line

function usage(msg) {
    if (msg) process.stderr.write(`server.mjs: ${msg}\n`);
    process.stderr.write(
        "usage: node server.mjs --model FILE [--host 127.0.0.1] [--port 0] [--parallel 1] " +
        "[--ctx-size 4096] [--api-key KEY] [--threads 1] [--alias NAME]\n");
    process.exit(2);
}

function parseArgs(argv) {
    const opts = {host: "127.0.0.1", port: 0, parallel: 1, ctxSize: 4096, apiKey: null,
                  threads: 1, model: null, alias: null};
    const intOpt = (name, v, min) => {
        if (!/^\d+$/.test(v ?? "") || Number(v) < min) usage(`${name} needs an integer >= ${min}`);
        return Number(v);
    };
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        const [flag, inline] = a.includes("=") ? [a.slice(0, a.indexOf("=")), a.slice(a.indexOf("=") + 1)] : [a, undefined];
        const val = () => inline ?? argv[++i];
        switch (flag) {
            case "--model": case "-m": opts.model = val(); break;
            case "--host": opts.host = val(); break;
            case "--port": opts.port = intOpt("--port", val(), 0); break;
            case "--parallel": case "-np": opts.parallel = intOpt("--parallel", val(), 1); break;
            case "--ctx-size": case "-c": opts.ctxSize = intOpt("--ctx-size", val(), 64); break;
            case "--api-key": opts.apiKey = val(); break;
            case "--threads": case "-t": opts.threads = intOpt("--threads", val(), 1); break;
            case "--alias": opts.alias = val(); break;
            case "--help": case "-h": usage(); break;
            default: usage(`unknown argument ${a}`);
        }
    }
    if (!opts.model) usage("--model FILE is required");
    if (opts.port > 65535) usage("--port must be <= 65535");
    if (opts.apiKey === "") usage("--api-key must not be empty");
    if (!isLoopback(opts.host)) usage(`refusing to listen on ${opts.host}: loopback addresses only (127.0.0.0/8, ::1, localhost)`);
    opts.model = path.resolve(opts.model);
    if (!fs.existsSync(opts.model)) usage(`no model file at ${opts.model}`);
    opts.alias ??= path.basename(opts.model).replace(/\.gguf$/i, "");
    return opts;
}

function isLoopback(host) {
    if (host === "localhost") return true;
    if (net.isIPv4(host)) return host.split(".")[0] === "127";
    if (net.isIPv6(host)) return host === "::1" || /^::ffff:127\./i.test(host);
    return false;
}

const opts = parseArgs(process.argv.slice(2));

// ---------------------------------------------------------------------------------------------
// The runtime

// A signal before the server is up: nothing to drain, exit 0 right away.
let shutdown = (signal) => {
    process.stderr.write(`server.mjs: ${signal} while starting: exiting\n`);
    process.exit(0);
};
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("unhandledRejection", (err) => {
    process.stderr.write(`server.mjs: ${err?.stack ?? err}\n`);
    process.exit(1);
});

const t0 = performance.now();
const llama = await getLlama({
    gpu: false,              // CPU only: no GPU probing, no GPU packages needed
    build: "never",          // never compile llama.cpp: use the prebuilt binary or fail
    skipDownload: true,      // never fetch llama.cpp's source
    usePrebuiltBinaries: true,
    maxThreads: opts.threads,
    logLevel: LlamaLogLevel.warn,
    logger: (level, message) => process.stderr.write(`llama.cpp [${level}]: ${message.trimEnd()}\n`),
});
const model = await llama.loadModel({modelPath: opts.model});
const context = await model.createContext({
    contextSize: Math.min(opts.ctxSize, model.trainContextSize),
    sequences: opts.parallel,
    threads: opts.threads,
});
const loadMs = performance.now() - t0;
const ctxSize = context.contextSize;  // per sequence
const created = Math.floor(Date.now() / 1000);

const chatTemplateText = model.fileInfo.metadata?.tokenizer?.chat_template;
if (typeof chatTemplateText !== "string" || chatTemplateText === "")
    usage(`${opts.model} has no tokenizer.chat_template`);
const chatTemplate = new Template(chatTemplateText);
const specialText = (id) => (id == null ? "" : model.detokenize([id], true));
const bosText = specialText(model.tokens.bos);
const eosText = specialText(model.tokens.eos);

process.stderr.write(`server.mjs: loaded ${opts.model} in ${loadMs.toFixed(0)} ms ` +
    `(ctx ${ctxSize} per sequence, parallel ${opts.parallel}, threads ${opts.threads})\n`);

// Context sequences: one per --parallel slot, handed out in FIFO order.
const freeSequences = [];
for (let i = 0; i < opts.parallel; i++) freeSequences.push(context.getSequence());
const waiters = [];
let inFlight = 0;
let stopping = false;

function acquireSequence() {
    if (freeSequences.length > 0) return Promise.resolve(freeSequences.shift());
    return new Promise((resolve, reject) => waiters.push({resolve, reject}));
}

function releaseSequence(seq) {
    const w = waiters.shift();
    if (w) w.resolve(seq);
    else freeSequences.push(seq);
}

// ---------------------------------------------------------------------------------------------
// Errors and validation

class ApiError extends Error {
    constructor(status, message, param = null, type = "invalid_request_error", code = null) {
        super(message);
        Object.assign(this, {status, param, type, code});
    }
}
const bad = (message, param = null) => new ApiError(400, message, param);

const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

// JSON-schema keywords that node-llama-cpp's grammar generator enforces (or that only annotate).
// Anything else would be silently ignored by the grammar, so the reply might not match the
// schema: such schemas are refused with 400 instead. What node-llama-cpp would misread is
// rewritten (type lists → oneOf) or refused (unknown types, dangling $ref, ...).
const SCHEMA_TYPES = new Set(["string", "number", "integer", "boolean", "null", "object", "array"]);
const KEYWORDS_BY_TYPE = {
    object: ["properties", "required", "additionalProperties", "minProperties", "maxProperties"],
    array: ["items", "prefixItems", "minItems", "maxItems"],
    string: ["minLength", "maxLength", "format"],
};
const TYPED_KEYWORDS = new Set(Object.values(KEYWORDS_BY_TYPE).flat());
const ANNOTATIONS = new Set(["title", "description", "default", "examples", "$schema", "$id", "$comment"]);
const SCHEMA_KEYWORDS = new Set([
    "type", ...TYPED_KEYWORDS, "enum", "const", "oneOf", "anyOf", "$ref", "$defs", "definitions",
    ...ANNOTATIONS,
]);
const SCHEMA_FORMATS = new Set(["date-time", "time", "date"]);
const SCHEMA_PARAM = "response_format.json_schema.schema";

const isCount = (v) => Number.isInteger(v) && v >= 0;
const isLiteral = (v) => v === null || ["string", "number", "boolean"].includes(typeof v);

// Returns a copy of schema `s` that node-llama-cpp's createGrammarForJsonSchema enforces as
// written: anyOf → oneOf (its oneOf is a grammar alternation, i.e. anyOf's meaning), a list of
// types → oneOf of one schema per type, `definitions` → `$defs`, annotations dropped.
// Throws ApiError (400) for what the grammar cannot enforce.
function normalizeSchema(s, where = "$", defsInScope = new Set()) {
    const fail = (msg) => { throw bad(`JSON schema at ${where}: ${msg}`, SCHEMA_PARAM); };
    if (typeof s === "boolean") {
        if (!s) fail("`false` matches nothing");
        fail("`true` (any value) is not supported; give a type");
    }
    if (!isObj(s)) fail("must be an object");
    for (const k of Object.keys(s))
        if (!SCHEMA_KEYWORDS.has(k))
            fail(`keyword '${k}' is not supported by this server's grammar (supported: ` +
                 `${[...SCHEMA_KEYWORDS].filter((x) => !ANNOTATIONS.has(x)).join(", ")}; ` +
                 `annotations: ${[...ANNOTATIONS].join(", ")})`);
    if ("oneOf" in s && "anyOf" in s) fail("both 'oneOf' and 'anyOf'");
    if ("$defs" in s && "definitions" in s) fail("both '$defs' and 'definitions'");

    const out = {};
    const defsKey = "$defs" in s ? "$defs" : "definitions" in s ? "definitions" : null;
    const scope = new Set(defsInScope);
    if (defsKey) {
        if (!isObj(s[defsKey])) fail(`'${defsKey}' must be an object`);
        for (const name of Object.keys(s[defsKey])) scope.add(name);
        out.$defs = Object.fromEntries(Object.entries(s[defsKey]).map(
            ([name, sub]) => [name, normalizeSchema(sub, `${where}.${defsKey}.${name}`, scope)]));
    }
    if ("$ref" in s) {
        const ref = typeof s.$ref === "string" ? s.$ref.replace(/^#\/definitions\//, "#/$defs/") : null;
        const m = ref && /^#\/\$defs\/([^/]+)$/.exec(ref);
        if (!m) fail(`'$ref' must be "#/$defs/NAME" (or "#/definitions/NAME"), got ${JSON.stringify(s.$ref)}`);
        if (!scope.has(m[1])) fail(`'$ref' ${JSON.stringify(s.$ref)} names no definition in scope`);
        out.$ref = ref;
        return out;  // node-llama-cpp reads nothing else beside a $ref
    }
    if ("const" in s) {
        if (!isLiteral(s.const)) fail("'const' must be a string, number, boolean or null");
        out.const = s.const;
        return out;
    }
    if ("enum" in s) {
        if (!Array.isArray(s.enum) || s.enum.length === 0 || !s.enum.every(isLiteral))
            fail("'enum' must be a non-empty array of strings, numbers, booleans or nulls");
        out.enum = s.enum;
        return out;
    }
    const alt = "oneOf" in s ? "oneOf" : "anyOf" in s ? "anyOf" : null;
    if (alt) {
        if (!Array.isArray(s[alt]) || s[alt].length === 0) fail(`'${alt}' must be a non-empty array`);
        out.oneOf = s[alt].map((sub, i) => normalizeSchema(sub, `${where}.${alt}[${i}]`, scope));
        return out;
    }

    let type = s.type;
    if (type === undefined) {
        if ("properties" in s || "additionalProperties" in s) type = "object";  // implied
        else fail("needs 'type' (or enum, const, anyOf/oneOf, $ref)");
    }
    if (Array.isArray(type)) {
        if (type.length === 0 || !type.every((t) => SCHEMA_TYPES.has(t)) || new Set(type).size !== type.length)
            fail(`'type' must be one of ${[...SCHEMA_TYPES].join(", ")} or a list of distinct ones`);
        if (type.length > 1) {
            // One schema per type, each with the keywords that apply to it.
            const base = Object.fromEntries(Object.entries(s).filter(([k]) => k !== "type" && !TYPED_KEYWORDS.has(k)));
            out.oneOf = type.map((t, i) => normalizeSchema(
                {...base, ...Object.fromEntries((KEYWORDS_BY_TYPE[t] ?? []).filter((k) => k in s).map((k) => [k, s[k]])), type: t},
                `${where}.type[${i}]`, scope));
            return out;
        }
        type = type[0];
    }
    if (!SCHEMA_TYPES.has(type)) fail(`'type' must be one of ${[...SCHEMA_TYPES].join(", ")}, got ${JSON.stringify(type)}`);
    out.type = type;
    for (const k of TYPED_KEYWORDS)
        if (k in s && !(KEYWORDS_BY_TYPE[type] ?? []).includes(k)) fail(`'${k}' does not apply to type ${type}`);
    for (const k of ["minProperties", "maxProperties", "minItems", "maxItems", "minLength", "maxLength"])
        if (k in s) {
            if (!isCount(s[k])) fail(`'${k}' must be an integer >= 0`);
            out[k] = s[k];
        }
    if ("description" in s) out.description = s.description;
    if (type === "object") {
        const props = s.properties ?? {};
        if (!isObj(props)) fail("'properties' must be an object");
        out.properties = Object.fromEntries(Object.entries(props).map(
            ([name, sub]) => [name, normalizeSchema(sub, `${where}.properties.${name}`, scope)]));
        if ("required" in s) {
            if (!Array.isArray(s.required) || !s.required.every((r) => typeof r === "string"))
                fail("'required' must be an array of strings");
            // The grammar emits every listed property, so `required` holds whenever it names
            // listed properties only.
            for (const r of s.required) if (!(r in props)) fail(`'required' names '${r}', which 'properties' does not list`);
            out.required = s.required;
        }
        if ("additionalProperties" in s)
            out.additionalProperties = typeof s.additionalProperties === "boolean"
                ? s.additionalProperties
                : normalizeSchema(s.additionalProperties, `${where}.additionalProperties`, scope);
    } else if (type === "array") {
        if ("items" in s) {
            if (typeof s.items === "boolean") fail("boolean 'items' is not supported; give a schema");
            out.items = normalizeSchema(s.items, `${where}.items`, scope);
        }
        if ("prefixItems" in s) {
            if (!Array.isArray(s.prefixItems)) fail("'prefixItems' must be an array");
            out.prefixItems = s.prefixItems.map((sub, i) => normalizeSchema(sub, `${where}.prefixItems[${i}]`, scope));
        }
        if ("minItems" in s && "maxItems" in s && s.minItems > s.maxItems) fail("minItems > maxItems");
    } else if (type === "string") {
        if ("format" in s) {
            if (!SCHEMA_FORMATS.has(s.format))
                fail(`'format: ${JSON.stringify(s.format)}' is not supported (supported: ${[...SCHEMA_FORMATS].join(", ")})`);
            if ("minLength" in s || "maxLength" in s) fail("'format' cannot be combined with minLength/maxLength");
            out.format = s.format;
        }
        if ("minLength" in s && "maxLength" in s && s.minLength > s.maxLength) fail("minLength > maxLength");
    }
    return out;
}

const grammarCache = new Map();

async function grammarFor(responseFormat) {
    if (responseFormat === undefined || responseFormat === null) return null;
    if (!isObj(responseFormat)) throw bad("'response_format' must be an object", "response_format");
    const type = responseFormat.type;
    if (type === "text") return null;
    if (type === "json_object") {
        if (!grammarCache.has("json")) grammarCache.set("json", await llama.getGrammarFor("json"));
        return grammarCache.get("json");
    }
    if (type !== "json_schema")
        throw bad(`'response_format.type' must be one of text, json_object, json_schema; got ${JSON.stringify(type)}`,
                  "response_format.type");
    const js = responseFormat.json_schema;
    if (!isObj(js)) throw bad("'response_format.json_schema' must be an object", "response_format.json_schema");
    if (js.name !== undefined && (typeof js.name !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(js.name)))
        throw bad("'response_format.json_schema.name' must match ^[A-Za-z0-9_-]{1,64}$", "response_format.json_schema.name");
    if (js.strict !== undefined && js.strict !== null && typeof js.strict !== "boolean")
        throw bad("'response_format.json_schema.strict' must be a boolean", "response_format.json_schema.strict");
    if (!isObj(js.schema))
        throw bad("'response_format.json_schema.schema' must be an object", "response_format.json_schema.schema");
    const schema = normalizeSchema(js.schema);
    const key = JSON.stringify(schema);
    if (!grammarCache.has(key)) {
        let grammar;
        try {
            grammar = await llama.createGrammarForJsonSchema(schema);
        } catch (err) {
            throw bad(`the JSON schema cannot be turned into a grammar: ${err?.message ?? err}`,
                      "response_format.json_schema.schema");
        }
        if (grammarCache.size > 64) grammarCache.clear();
        grammarCache.set(key, grammar);
    }
    return grammarCache.get(key);
}

const ROLES = new Set(["system", "developer", "user", "assistant"]);

function parseMessages(messages) {
    if (messages === undefined) throw bad("'messages' is required", "messages");
    if (!Array.isArray(messages)) throw bad("'messages' must be an array", "messages");
    if (messages.length === 0) throw bad("'messages' must not be empty", "messages");
    return messages.map((m, i) => {
        const p = `messages[${i}]`;
        if (!isObj(m)) throw bad(`'${p}' must be an object`, p);
        if (typeof m.role !== "string" || !ROLES.has(m.role))
            throw bad(`'${p}.role' must be one of system, user, assistant`, `${p}.role`);
        let content = m.content;
        if (Array.isArray(content)) {  // content parts: text only
            content = content.map((part, j) => {
                if (!isObj(part) || part.type !== "text" || typeof part.text !== "string")
                    throw bad(`'${p}.content[${j}]' must be {"type": "text", "text": string}`, `${p}.content[${j}]`);
                return part.text;
            }).join("");
        }
        if (typeof content !== "string") throw bad(`'${p}.content' must be a string`, `${p}.content`);
        return {role: m.role === "developer" ? "system" : m.role, content};
    });
}

function optNumber(body, name, lo, hi) {
    const v = body[name];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== "number" || !Number.isFinite(v) || v < lo || v > hi)
        throw bad(`'${name}' must be a number in [${lo}, ${hi}]`, name);
    return v;
}

function optInt(body, name, lo) {
    const v = body[name];
    if (v === undefined || v === null) return undefined;
    if (!Number.isInteger(v) || v < lo) throw bad(`'${name}' must be an integer >= ${lo}`, name);
    return v;
}

function parseRequest(body) {
    if (!isObj(body)) throw bad("the request body must be a JSON object");
    if (body.model !== undefined && body.model !== null && typeof body.model !== "string")
        throw bad("'model' must be a string", "model");
    if (body.stream !== undefined && body.stream !== null && typeof body.stream !== "boolean")
        throw bad("'stream' must be a boolean", "stream");
    if (body.stream === true) throw bad("'stream': true is not supported by this server", "stream");
    const n = optInt(body, "n", 1);
    if (n !== undefined && n !== 1) throw bad("only 'n': 1 is supported", "n");
    const maxTokens = optInt(body, "max_completion_tokens", 1) ?? optInt(body, "max_tokens", 1);
    let stop = body.stop ?? [];
    if (typeof stop === "string") stop = [stop];
    if (!Array.isArray(stop) || stop.some((s) => typeof s !== "string" || s === "") || stop.length > 4)
        throw bad("'stop' must be a non-empty string or an array of up to 4 of them", "stop");
    const seed = optInt(body, "seed", -(2 ** 63));
    return {
        messages: parseMessages(body.messages),
        temperature: optNumber(body, "temperature", 0, 2) ?? 1,
        topP: optNumber(body, "top_p", 0, 1) ?? 1,
        seed: seed === undefined ? undefined : ((seed % 2 ** 32) + 2 ** 32) % 2 ** 32,
        maxTokens,
        stop,
        responseFormat: body.response_format,
    };
}

// ---------------------------------------------------------------------------------------------
// Generation

function renderPrompt(messages) {
    return chatTemplate.render({
        messages,
        add_generation_prompt: true,
        bos_token: bosText,
        eos_token: eosText,
    });
}

// A grammar's stop trigger (a string, a LlamaText, or an array of strings and tokens) as text.
function triggerText(t) {
    const parts = typeof t === "string" ? [t] : Array.isArray(t) ? t : (t.values ?? []);
    return parts.map((x) => (typeof x === "string" ? x : typeof x === "number" ? model.detokenize([x], true)
        : model.detokenize(x.tokenize?.(model.tokenizer) ?? [], true))).join("");
}

async function complete(req, isAborted) {
    const grammar = await grammarFor(req.responseFormat);
    const promptText = renderPrompt(req.messages);
    const promptTokens = model.tokenize(promptText, true);
    if (promptTokens.length >= ctxSize)
        throw new ApiError(400, `the prompt is ${promptTokens.length} tokens; this server's context ` +
                           `is ${ctxSize} tokens per sequence`, "messages", "invalid_request_error",
                           "context_length_exceeded");
    const limit = Math.min(req.maxTokens ?? Infinity, ctxSize - promptTokens.length);
    // Text that ends a reply: the caller's `stop`, and the grammar's own end (node-llama-cpp's
    // JSON grammars close with a run of newlines that it stops on and trims).
    const stopTexts = [...req.stop];
    if (grammar)
        for (const t of grammar.stopGenerationTriggers)
            stopTexts.push(triggerText(t));

    const tQueued = performance.now();
    const seq = await acquireSequence();
    inFlight++;
    const tStart = performance.now();
    let tFirst = null;
    const out = [];
    let text = "";
    let finish = "length";
    try {
        if (isAborted()) throw new ApiError(499, "client closed the request");
        await seq.clearHistory();
        const grammarEvaluationState = grammar ? new LlamaGrammarEvaluationState({model, grammar}) : undefined;
        const gen = seq.evaluate(promptTokens, {
            temperature: req.temperature,
            topP: req.topP,
            seed: req.seed ?? crypto.randomInt(2 ** 32),
            grammarEvaluationState,
            yieldEogToken: false,
        });
        let ended = true;  // the generator ends by itself at an end-of-generation token
        if (limit > 0) {
            for await (const token of gen) {
                tFirst ??= performance.now();
                out.push(token);
                text = model.detokenize(out);
                let cut = -1;
                for (const s of stopTexts) {
                    const at = text.indexOf(s);
                    if (at >= 0 && (cut < 0 || at < cut)) cut = at;
                }
                if (cut >= 0) {
                    text = text.slice(0, cut);
                    ended = true;
                    break;
                }
                if (out.length >= limit || isAborted()) {
                    ended = false;
                    break;
                }
            }
        } else {
            ended = false;
        }
        if (ended) finish = "stop";
        if (grammar && grammar.trimWhitespaceSuffix) text = text.trimEnd();
    } finally {
        inFlight--;
        releaseSequence(seq);
    }
    const tEnd = performance.now();
    return {
        text, finish,
        promptTokens: promptTokens.length,
        completionTokens: out.length,
        promptMs: (tFirst ?? tEnd) - tStart,
        genMs: tFirst === null ? 0 : tEnd - tFirst,
        totalMs: tEnd - tStart,
        waitMs: tStart - tQueued,
    };
}

// ---------------------------------------------------------------------------------------------
// HTTP

function send(res, status, obj) {
    if (res.headersSent || res.destroyed) return;
    const body = JSON.stringify(obj);
    const headers = {"Content-Type": "application/json", "Content-Length": Buffer.byteLength(body)};
    if (status === 413) headers.Connection = "close";
    res.writeHead(status, headers);
    res.end(body);
}

function sendError(res, err) {
    const e = err instanceof ApiError ? err
        : new ApiError(500, `internal error: ${err?.message ?? err}`, null, "server_error");
    send(res, e.status, {error: {message: e.message, type: e.type, param: e.param, code: e.code}});
    return e;
}

function readBody(req) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        req.on("data", (c) => {
            size += c.length;
            if (size > MAX_BODY_BYTES) {
                req.removeAllListeners("data");
                req.resume();  // drain the rest; the reply closes the connection
                reject(new ApiError(413, `request body over ${MAX_BODY_BYTES} bytes`));
            } else chunks.push(c);
        });
        req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        req.on("error", reject);
    });
}

function authorized(req) {
    if (opts.apiKey === null) return true;
    const m = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? "");
    if (!m) return false;
    const a = Buffer.from(m[1].trim()), b = Buffer.from(opts.apiKey);
    return a.length === b.length && crypto.timingSafeEqual(a, b);
}

const round3 = (x) => Math.round(x * 1000) / 1000;

function logLine(s) {
    process.stderr.write(`${new Date().toISOString()} ${s}\n`);
}

async function handle(req, res) {
    const url = new URL(req.url, "http://localhost");
    const route = url.pathname.replace(/\/+$/, "") || "/";
    const t = performance.now();
    try {
        if (route === "/health") {
            if (req.method !== "GET") throw new ApiError(405, `${req.method} ${route} is not supported; use GET`);
            return send(res, 200, {status: "ok"});
        }
        const known = {"/v1/models": "GET", "/v1/chat/completions": "POST"};
        if (!(route in known)) throw new ApiError(404, `unknown request URL: ${req.method} ${url.pathname}`);
        if (req.method !== known[route])
            throw new ApiError(405, `${req.method} ${route} is not supported; use ${known[route]}`);
        if (!authorized(req))
            throw new ApiError(401, "incorrect or missing API key (send 'Authorization: Bearer KEY')",
                               null, "invalid_request_error", "invalid_api_key");
        if (route === "/v1/models") {
            return send(res, 200, {object: "list", data: [
                {id: opts.alias, object: "model", created, owned_by: "agentrl",
                 meta: {n_ctx: ctxSize, file: path.basename(opts.model)}},
            ]});
        }
        if (stopping) throw new ApiError(503, "the server is shutting down", null, "server_error");
        const raw = await readBody(req);
        let body;
        try {
            body = JSON.parse(raw);
        } catch (err) {
            throw bad(`malformed JSON in the request body: ${err.message}`);
        }
        const parsed = parseRequest(body);
        const r = await complete(parsed, () => res.destroyed || res.writableEnded);
        const gone = res.destroyed;  // the client hung up: generation was cut short
        logLine(`POST /v1/chat/completions ${gone ? "499 (client closed)" : 200} prompt_tokens=${r.promptTokens} ` +
                `completion_tokens=${r.completionTokens} finish=${r.finish} ` +
                `wait_ms=${r.waitMs.toFixed(1)} prompt_ms=${r.promptMs.toFixed(1)} gen_ms=${r.genMs.toFixed(1)} ` +
                `ms=${r.totalMs.toFixed(1)}`);
        send(res, 200, {
            id: `chatcmpl-${crypto.randomBytes(12).toString("hex")}`,
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: opts.alias,
            choices: [{index: 0, message: {role: "assistant", content: r.text}, logprobs: null,
                       finish_reason: r.finish}],
            usage: {prompt_tokens: r.promptTokens, completion_tokens: r.completionTokens,
                    total_tokens: r.promptTokens + r.completionTokens},
            // Not OpenAI's: llama-server's extra field, for benchmarks. prompt_ms runs from taking
            // a sequence to the first generated token (prompt evaluation + first sample).
            timings: {prompt_n: r.promptTokens, prompt_ms: round3(r.promptMs),
                      predicted_n: r.completionTokens, predicted_ms: round3(r.genMs)},
        });
    } catch (err) {
        const e = sendError(res, err);
        logLine(`${req.method} ${url.pathname} ${e.status} ms=${(performance.now() - t).toFixed(1)} ` +
                `error=${JSON.stringify(e.message)}`);
    }
}

const server = http.createServer((req, res) => { void handle(req, res); });
server.keepAliveTimeout = 5000;

shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`server.mjs: ${signal}: stopping\n`);
    server.close();
    server.closeIdleConnections();
    for (const w of waiters.splice(0)) w.reject(new ApiError(503, "the server is shutting down", null, "server_error"));
    const deadline = Date.now() + STOP_GRACE_MS;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    server.closeAllConnections();
    try {
        await context.dispose();
        await model.dispose();
        await llama.dispose();
    } catch (err) {
        process.stderr.write(`server.mjs: dispose: ${err?.message ?? err}\n`);
    }
    process.exit(0);
};

server.on("error", (err) => {
    process.stderr.write(`server.mjs: ${err.message}\n`);
    process.exit(1);
});
server.listen(opts.port, opts.host, () => {
    const a = server.address();
    const host = a.family === "IPv6" || a.family === 6 ? `[${a.address}]` : a.address;
    fs.writeSync(1, `listening on ${host}:${a.port}\n`);
});
