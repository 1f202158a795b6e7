// Using libhsgen from C++ (Dynamatic's language): a small RAII wrapper that
// turns the C API's malloc'd strings into std::string and its errors into
// exceptions, then the same adder as the C example, in VHDL and Verilog.
//
//   c++ -std=c++17 hsgen_example.cpp $(pkg-config --cflags --libs hsgen jansson) -o ex
//   ./ex OUTDIR
//
// Results are JSON text; this example reads them with jansson's C API.
#include <hsgen/hsgen.h>
#include <jansson.h>

#include <fstream>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>

namespace hsgen
{

// An error object of the library: the JSON-RPC code and the whole JSON text.
struct Error : std::runtime_error {
    int code;
    Error(int c, const std::string &json) : std::runtime_error(json), code(c)
    {
    }
};

// One context; calls on it are serialized by the library, so it may be shared.
class Context
{
  public:
    explicit Context(const char *yaml = nullptr)
    {
        char *err = nullptr;
        ctx_ = hsgen_context_new(yaml, &err);
        if (!ctx_)
            throw Error(-1, take(err));
    }
    ~Context()
    {
        hsgen_context_free(ctx_);
    }
    Context(const Context &) = delete;
    Context &operator=(const Context &) = delete;

    std::string call(const char *method, const std::string &params)
    {
        char *out = nullptr;
        int rc = hsgen_call(ctx_, method, params.c_str(), &out);
        std::string text = take(out);
        if (rc != 0)
            throw Error(rc, text);
        return text;
    }

  private:
    static std::string take(char *s)
    {
        std::string t = s ? s : "";
        hsgen_free(s);
        return t;
    }
    hsgen_context *ctx_;
};

} // namespace hsgen

using json_ptr = std::unique_ptr<json_t, decltype(&json_decref)>;

// Writes the files of a unit.generate result; returns their number.
static int write_files(const std::string &result, const std::string &dir)
{
    json_ptr r(json_loads(result.c_str(), 0, nullptr), json_decref);
    size_t i;
    json_t *f;
    int n = 0;
    json_array_foreach(json_object_get(r.get(), "files"), i, f)
    {
        std::string path = dir + "/" + json_string_value(json_object_get(f, "name"));
        std::ofstream(path) << json_string_value(json_object_get(f, "content"));
        std::cout << "wrote " << path << "\n";
        n++;
    }
    return n;
}

int main(int argc, char **argv)
{
    const std::string dir = argc > 1 ? argv[1] : ".";
    try {
        hsgen::Context ctx;
        std::cout << "libhsgen " << hsgen_version() << "\n";
        int n = 0;
        for (const char *hdl : {"vhdl", "verilog"})
            n += write_files(ctx.call("unit.generate",
                                      std::string("{\"unit\": \"handshake.addi\", \"hdl\": \"") +
                                          hdl +
                                          "\", \"name\": \"addi_spec\", \"params\": "
                                          "{\"bitwidth\": 32}, \"extra_signals\": [\"spec: i1\"]}"),
                             dir);
        try {
            ctx.call("unit.generate",
                     "{\"unit\": \"handshake.addi\", \"params\": {\"bitwidth\": 0}}");
            return 1;
        } catch (const hsgen::Error &e) {
            std::cout << "rejected (" << e.code << ")\n";
        }
        return n == 2 ? 0 : 1;
    } catch (const hsgen::Error &e) {
        std::cerr << "hsgen error " << e.code << ": " << e.what() << "\n";
        return 1;
    }
}
