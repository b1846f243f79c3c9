def _ginnyo_single_file_workers():
    import json

    import js
    import pyscript

    def get(self, name):
        return js.__ginnyoWorker(name)

    async def create_named_worker(src, name, config=None, type="py"):
        text = config if config is None or isinstance(config, str) else json.dumps(config)
        return await js.__ginnyoWorker(name, src, text)

    # pyscript.workers is the registry object (it shadows the submodule): patch its class.
    proxy = type(pyscript.workers)
    proxy.__getitem__ = get
    proxy.__getattr__ = get
    pyscript.create_named_worker = create_named_worker


_ginnyo_single_file_workers()
del _ginnyo_single_file_workers
